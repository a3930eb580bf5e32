import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';

/**
 * Why a save or a removal was refused, under its heart, in the user's language. Its own chunk:
 * the error catalogue it reads stays off the first load of the pages the hearts are on.
 */
export function HeartFailure({ error }: { error: unknown }) {
  const locale = useLocale();
  return (
    <span role="alert" className="save-heart__error">
      {errorText(toAppError(error), locale)}
    </span>
  );
}
