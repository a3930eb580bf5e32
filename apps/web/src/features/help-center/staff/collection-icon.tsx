import Apartment from '@mui/icons-material/Apartment';
import Chat from '@mui/icons-material/Chat';
import Description from '@mui/icons-material/Description';
import Draw from '@mui/icons-material/Draw';
import Event from '@mui/icons-material/Event';
import Help from '@mui/icons-material/Help';
import Home from '@mui/icons-material/Home';
import Lock from '@mui/icons-material/Lock';
import Payments from '@mui/icons-material/Payments';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import Search from '@mui/icons-material/Search';
import Verified from '@mui/icons-material/Verified';
import type { SvgIconComponent } from '@mui/icons-material';
import type { HelpCollectionIcon } from '@rentals/domain/help-center/rules';

/** The MUI icon of each name a collection may store (HELP_COLLECTION_ICONS). */
export const COLLECTION_ICONS: Record<HelpCollectionIcon, SvgIconComponent> = {
  search: Search,
  home: Home,
  chat: Chat,
  event: Event,
  description: Description,
  draw: Draw,
  apartment: Apartment,
  payments: Payments,
  rocket: RocketLaunch,
  verified: Verified,
  lock: Lock,
  help: Help,
};

/** The icon of a stored name; the help icon for none or a name this version does not know. */
export function collectionIcon(name: string | null | undefined): SvgIconComponent {
  return COLLECTION_ICONS[name as HelpCollectionIcon] ?? Help;
}
