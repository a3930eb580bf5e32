import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';

/**
 * Tabs that are pages: each tab is a link to its own address, the current one selected, so a
 * back-office page and a page beside it (/users and /users/verification) read as one page.
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: { to: string; label: string }[] }) {
  const { pathname } = useLocation();
  const current = tabs.find((tab) => tab.to === pathname)?.to ?? false;
  return (
    <Tabs
      value={current}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      component="nav"
      // The theme's green is for fills; as text on white the chosen tab takes its darker one.
      sx={{ '& .Mui-selected.MuiTab-root': { color: 'primary.dark' } }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.to} value={tab.to} label={tab.label} component={RouterLink} to={tab.to} />
      ))}
    </Tabs>
  );
}
