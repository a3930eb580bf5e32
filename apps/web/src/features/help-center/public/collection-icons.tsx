import Apartment from '@mui/icons-material/Apartment';
import Chat from '@mui/icons-material/Chat';
import Description from '@mui/icons-material/Description';
import Draw from '@mui/icons-material/Draw';
import Event from '@mui/icons-material/Event';
import Help from '@mui/icons-material/HelpOutlineOutlined';
import Home from '@mui/icons-material/Home';
import Lock from '@mui/icons-material/Lock';
import Payments from '@mui/icons-material/Payments';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import Search from '@mui/icons-material/Search';
import Verified from '@mui/icons-material/Verified';
import type { SvgIconComponent } from '@mui/icons-material';
import type { HelpCollectionIcon } from '@rentals/domain/help-center/rules';

/** The component of each icon a collection may have (packages/domain HELP_COLLECTION_ICONS). */
const ICONS: Record<HelpCollectionIcon, SvgIconComponent> = {
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

/** A collection's icon; the help icon for none or an unknown name (an older client, a newer list). */
export function collectionIcon(name: string | null | undefined): SvgIconComponent {
  return (name && ICONS[name as HelpCollectionIcon]) || Help;
}
