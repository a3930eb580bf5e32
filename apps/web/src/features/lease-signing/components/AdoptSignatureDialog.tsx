import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdoptedSignature } from '../format/adopted-signature';
import { initialsOf } from '../format/ink';
import { DrawPad, type DrawPadHandle } from './DrawPad';
import { scriptStyle } from './signature-font';

type Kind = AdoptedSignature['kind'];

/**
 * Adopting a signature: drawn on the pad, or typed (the keyboard's way, shown in a script face),
 * with initials prefilled from the name. Full screen on a phone, so the pad is as wide as it can be.
 */
export function AdoptSignatureDialog({
  open,
  name,
  current,
  onClose,
  onAdopt,
}: {
  open: boolean;
  name: string;
  current: AdoptedSignature | null;
  onClose: () => void;
  onAdopt: (signature: AdoptedSignature) => void;
}) {
  const { t } = useTranslation('leaseSigning');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [kind, setKind] = useState<Kind>(current?.kind ?? 'DRAWN');
  const [typed, setTyped] = useState(current?.kind === 'TYPED' ? current.text : name);
  const [initials, setInitials] = useState(current?.initials ?? initialsOf(name));
  const [problem, setProblem] = useState<string | null>(null);
  const pad = useRef<DrawPadHandle>(null);

  const adopt = () => {
    const cleanInitials = initials.trim();
    if (cleanInitials.length < 1 || cleanInitials.length > 6) return setProblem(t('adopt.initialsRequired'));
    if (kind === 'TYPED') {
      if (typed.trim().length < 2) return setProblem(t('adopt.nameRequired'));
      return onAdopt({ kind, text: typed.trim(), initials: cleanInitials, image: null });
    }
    const image = pad.current?.png() ?? null;
    if (!image) return setProblem(t('adopt.notEnoughInk'));
    onAdopt({ kind, text: name, initials: cleanInitials, image });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="adopt-title"
    >
      <DialogTitle id="adopt-title">{t('adopt.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t('adopt.intro')}</Typography>
          <Tabs
            value={kind}
            onChange={(_, value: Kind) => {
              setKind(value);
              setProblem(null);
            }}
            aria-label={t('adopt.tabs')}
            variant="fullWidth"
            // The theme's green is for fills; as text on white the chosen tab takes its darker one.
            sx={{ '& .Mui-selected.MuiTab-root': { color: 'primary.dark' } }}
          >
            <Tab
              value="DRAWN"
              label={t('adopt.draw')}
              id="adopt-tab-drawn"
              aria-controls="adopt-panel-drawn"
              sx={{ minHeight: 48 }}
            />
            <Tab
              value="TYPED"
              label={t('adopt.type')}
              id="adopt-tab-typed"
              aria-controls="adopt-panel-typed"
              sx={{ minHeight: 48 }}
            />
          </Tabs>
          <Box
            role="tabpanel"
            id="adopt-panel-drawn"
            aria-labelledby="adopt-tab-drawn"
            hidden={kind !== 'DRAWN'}
          >
            {kind === 'DRAWN' && (
              <Stack spacing={1}>
                <DrawPad ref={pad} onChange={() => setProblem(null)} />
                <Typography variant="body2" color="text.secondary">
                  {t('adopt.typeHint')}
                </Typography>
              </Stack>
            )}
          </Box>
          <Box
            role="tabpanel"
            id="adopt-panel-typed"
            aria-labelledby="adopt-tab-typed"
            hidden={kind !== 'TYPED'}
          >
            {kind === 'TYPED' && (
              <Stack spacing={2}>
                <TextField
                  label={t('adopt.name')}
                  value={typed}
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setInitials(initialsOf(event.target.value));
                    setProblem(null);
                  }}
                  autoComplete="name"
                  fullWidth
                />
                <Box
                  role="img"
                  aria-label={`${t('adopt.preview')}: ${typed}`}
                  sx={{
                    ...scriptStyle,
                    fontSize: { xs: '2rem', sm: '2.5rem' },
                    minHeight: '4rem',
                    px: 2,
                    py: 1,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: '#fff',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {typed}
                </Box>
              </Stack>
            )}
          </Box>
          <TextField
            label={t('adopt.initials')}
            value={initials}
            onChange={(event) => {
              setInitials(event.target.value);
              setProblem(null);
            }}
            slotProps={{ htmlInput: { maxLength: 6 } }}
            sx={{ maxWidth: 200 }}
          />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('adopt.cancel')}
        </Button>
        <Button variant="contained" onClick={adopt} sx={{ minHeight: 44 }}>
          {t('adopt.adopt')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
