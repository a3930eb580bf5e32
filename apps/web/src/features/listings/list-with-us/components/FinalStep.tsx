import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ListWithUsExtras } from '../form/lwu-values';
import type { ExtrasErrorText } from '../hooks/use-extras-error-text';
import { OwnerQuestions } from './OwnerQuestions';
import { ProofField } from './ProofField';
import { SignatureField } from './SignatureField';

/** Step 7, 'Final Step' (spec/03 §3.4): the owner questions, the two proofs and the signature. */
export function FinalStep({
  control,
  errorText,
  documents = true,
}: {
  control: Control<ListWithUsExtras>;
  errorText: ExtrasErrorText;
  /** Edit mode keeps the stored proofs and signature: only the owner questions are asked again. */
  documents?: boolean;
}) {
  const { t } = useTranslation('listWithUs');
  return (
    <Stack spacing={4}>
      <Typography>{t(documents ? 'owner.intro' : 'owner.editIntro')}</Typography>
      <OwnerQuestions control={control} errorText={errorText} />
      {documents && (
        <>
          <section>
            <Typography variant="h6" component="h3">
              {t('owner.documents')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('owner.documentsHint')}
            </Typography>
            {/* A listing's proofs are checked for that listing only; the poster's verification
                (issue 25) is what puts the badge on all of their listings. */}
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('owner.verifiedHint')}{' '}
              <Link component={RouterLink} to="/verification">
                {t('owner.getVerified')}
              </Link>
            </Typography>
            <Stack spacing={3}>
              {(['govtProof', 'ownershipProof'] as const).map((name) => (
                <Controller
                  key={name}
                  name={name}
                  control={control}
                  render={({ field, fieldState }) => (
                    <ProofField
                      kind={name === 'govtProof' ? 'GOVT_PROOF' : 'OWNERSHIP_PROOF'}
                      label={t(`owner.${name}`)}
                      value={field.value}
                      onChange={field.onChange}
                      error={errorText(name, fieldState.error)}
                    />
                  )}
                />
              ))}
            </Stack>
          </section>
          <section>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {t('signature.title')}
            </Typography>
            <Controller
              name="signature"
              control={control}
              render={({ field, fieldState }) => (
                <SignatureField
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error ? t('signature.required') : undefined}
                />
              )}
            />
          </section>
        </>
      )}
    </Stack>
  );
}
