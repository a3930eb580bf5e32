import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { viewingCalendarFile, type CalendarViewing } from '../format/viewing-calendar';

/** Saves a text as a file the browser downloads, without a request. */
function download(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object may go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Add to calendar': the viewing's .ics, made here (format/viewing-calendar.ts). */
export function AddToCalendarButton({
  viewing,
  location,
}: {
  viewing: CalendarViewing;
  /** The address of an in-person viewing, when the page has it. */
  location?: string | null;
}) {
  const { t } = useTranslation('viewingBooking');
  return (
    <Button
      variant="outlined"
      startIcon={<EventIcon />}
      onClick={() => {
        const file = viewingCalendarFile(viewing, {
          summary: t('calendar.summary', { title: viewing.listingTitle }),
          location,
          origin: window.location.origin,
          now: new Date(),
        });
        download(file.filename, file.text, 'text/calendar;charset=utf-8');
      }}
    >
      {t('calendar.add')}
    </Button>
  );
}
