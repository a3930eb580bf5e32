import { normalizeSin } from '@rentals/domain/rental-applications/sin';
import { SIN_LENGTH } from '@rentals/domain/rental-applications/limits';
import { DocumentField } from '../fields/DocumentField';
import { DraftTextField } from '../fields/DraftTextField';
import { FormSection } from '../fields/FieldGrid';

/** Digits only, at most 9: spaces and dashes typed between groups are dropped, anything else refused. */
const sinInput = (text: string) => {
  const digits = normalizeSin(text);
  return /^\d*$/.test(digits) ? digits.slice(0, SIN_LENGTH) : null;
};

/** Page 6: the supplementary documents, the optional SIN and a few words for the landlord. */
export function DocumentsPage() {
  return (
    <FormSection>
      <DocumentField docKey="creditScoreFile" name="documents.creditScoreFile" required />
      <DocumentField docKey="proofOfIncomeFile" name="documents.proofOfIncomeFile" required />
      <DocumentField docKey="govIdsFile" name="documents.govIdsFile" required />
      <DocumentField docKey="supplementaryDocFile" name="documents.supplementaryDocFile" />
      <DraftTextField
        name="documents.sin"
        accept={sinInput}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
      />
      <DraftTextField name="documents.intro" multiline minRows={3} />
    </FormSection>
  );
}
