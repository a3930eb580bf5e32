import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { HEADER_HEIGHT_PX } from '@rentals/domain/limits';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePendingListingCount } from '../../../features/listings/moderation/hooks/use-pending-listing-count';
import { useUnreadCount } from '../../../features/messaging/hooks/use-unread-count';
import { useSession } from '../../../lib/session/session-context';
import { fetchesPendingCount, type SideNavItem } from './side-nav-items';

const COLLAPSED_WIDTH = 72;
const EXPANDED_WIDTH = 272;

/**
 * A rail of icons that widens to show labels on hover and when a link has keyboard focus (so
 * keyboard users see what they tab through). It overlays the page instead of pushing it.
 *
 * The rail's column is drawn down the whole page, however long, and the links stick below the
 * header while the page scrolls. (A fixed rail was only as tall as the window: on a long page it
 * stopped halfway down.)
 */
export function SideNav({ items }: { items: readonly SideNavItem[] }) {
  const { t } = useTranslation('nav');
  const segment = useLocation().pathname.split('/')[1] ?? '';
  const { user } = useSession();
  const pending = usePendingListingCount(fetchesPendingCount(user));
  const unread = useUnreadCount(items.some((item) => item.badge === 'unreadMessages') ? user?.id : null);

  return (
    <Box
      sx={{
        width: COLLAPSED_WIDTH,
        flexShrink: 0,
        display: { xs: 'none', md: 'block' },
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="nav"
        aria-label={t('sideNav')}
        sx={{
          position: 'sticky',
          top: HEADER_HEIGHT_PX,
          height: `calc(100vh - ${HEADER_HEIGHT_PX}px)`,
          zIndex: (theme) => theme.zIndex.appBar - 1,
          width: COLLAPSED_WIDTH,
          overflowX: 'hidden',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          transition: (theme) => theme.transitions.create(['width', 'box-shadow']),
          '&:hover, &:focus-within': { width: EXPANDED_WIDTH, boxShadow: 6 },
          '& .side-nav-label': { opacity: 0, transition: 'opacity 150ms' },
          '&:hover .side-nav-label, &:focus-within .side-nav-label': { opacity: 1 },
        }}
      >
        <List>
          {items.map((item) => {
            const current = item.segment === segment || !!item.alsoSegments?.includes(segment);
            const Icon = item.icon;
            const count =
              item.badge === 'pendingListings' ? pending : item.badge === 'unreadMessages' ? unread : null;
            const countText =
              item.badge === 'unreadMessages'
                ? t('unread', { count: count ?? 0 })
                : t('sideNavPending', { ns: 'adminListings', count: count ?? 0 });
            return (
              <ListItem key={item.segment} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={`/${item.segment}`}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  aria-label={count ? `${t(item.label)}, ${countText}` : undefined}
                  sx={{
                    minHeight: 52,
                    px: 3,
                    whiteSpace: 'nowrap',
                    '&.Mui-selected': { color: 'primary.dark', boxShadow: 'inset 4px 0 0 #00a857' },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 48, color: current ? 'primary.dark' : 'text.secondary' }}>
                    {/* The number is drawn on the icon; the link's name says it in words. */}
                    <Badge
                      badgeContent={count ?? 0}
                      max={99}
                      color="error"
                      slotProps={{ badge: { 'aria-hidden': true } }}
                    >
                      <Icon />
                    </Badge>
                  </ListItemIcon>
                  <ListItemText className="side-nav-label" primary={t(item.label)} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Box>
  );
}
