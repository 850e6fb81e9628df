import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ArticleIcon from '@mui/icons-material/Article';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import FactoryIcon from '@mui/icons-material/Factory';
import HelpIcon from '@mui/icons-material/Help';
import TimelineIcon from '@mui/icons-material/Timeline';
import InboxIcon from '@mui/icons-material/Inbox';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LockIcon from '@mui/icons-material/Lock';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import TableChartIcon from '@mui/icons-material/TableChart';
import CompressIcon from '@mui/icons-material/Compress';
import TuneIcon from '@mui/icons-material/Tune';
import MovieIcon from '@mui/icons-material/Movie';
import PeopleIcon from '@mui/icons-material/People';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PlaceIcon from '@mui/icons-material/Place';
import PublicIcon from '@mui/icons-material/Public';
import QuickreplyIcon from '@mui/icons-material/Quickreply';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import ThumbsUpDownIcon from '@mui/icons-material/ThumbsUpDown';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import WebhookIcon from '@mui/icons-material/Webhook';
import WorkIcon from '@mui/icons-material/Work';
import {
  Badge,
  Box,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  MenuItem,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { forwardRef, useEffect } from 'react';
import {
  AppBar,
  Layout as RaLayout,
  LocalesMenuButton,
  Logout,
  Menu,
  TitlePortal,
  UserMenu,
  useSidebarState,
  usePermissions,
  useTranslate,
  useUserMenu,
  type LayoutProps,
} from 'react-admin';
import { Link } from 'react-router';
import { ConsoleSearch } from './components/ConsoleSearch.js';
import StepUpDialog from './security/StepUpDialog.js';
import { useEnquiryCounts } from './counts.js';
import { mayUse, type Role } from './roles.js';
import { ANNOUNCEMENT_ID, CATEGORY_SECTIONS, ITEM_SECTIONS } from './sections.js';

const SECTION_ICONS: Record<string, ReactElement> = {
  news: <ArticleIcon />,
  cases: <FactoryIcon />,
  product_applications: <LightbulbIcon />,
  solutions: <LightbulbIcon />,
  industries: <FactoryIcon />,
  faq: <HelpIcon />,
  manuals: <MenuBookIcon />,
  videos: <VideoLibraryIcon />,
  history: <TimelineIcon />,
  stories: <AutoStoriesIcon />,
  gallery: <PhotoLibraryIcon />,
  about_video: <MovieIcon />,
  offices: <PlaceIcon />,
  application_areas: <PublicIcon />,
  product_categories: <CategoryIcon />,
  pages: <DescriptionIcon />,
};

/** An entry of the user menu that opens a page of the console. */
function userMenuLink(to: string, icon: ReactElement, label: string) {
  return forwardRef<HTMLAnchorElement>(function UserMenuLink(props, ref) {
    const translate = useTranslate();
    const userMenu = useUserMenu();
    return (
      <MenuItem ref={ref} component={Link} to={to} onClick={() => userMenu?.onClose()} {...props}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{translate(label)}</ListItemText>
      </MenuItem>
    );
  });
}

const SecurityItem = userMenuLink('/security', <SecurityIcon fontSize="small" />, 'valve.security.page.menu');
const ChangePasswordItem = userMenuLink(
  '/password',
  <LockIcon fontSize="small" />,
  'valve.menu.change_password',
);

function ConsoleAppBar() {
  const translate = useTranslate();
  return (
    <AppBar
      color="secondary"
      toolbar={
        // On a phone the language's name stays on one line and the globe gives way to the search.
        <Box
          sx={{
            '& .MuiButton-root': { whiteSpace: 'nowrap', minWidth: 0 },
            '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
          }}
        >
          <LocalesMenuButton />
        </Box>
      }
      userMenu={
        <UserMenu>
          <SecurityItem />
          <ChangePasswordItem />
          <Logout />
        </UserMenu>
      }
    >
      <Typography
        variant="h6"
        component="span"
        noWrap
        sx={{ fontWeight: 700, mr: 2, display: { xs: 'none', sm: 'block' } }}
      >
        {translate('valve.company')}
      </Typography>
      <TitlePortal variant="body1" sx={{ opacity: 0.85 }} />
      <ConsoleSearch />
    </AppBar>
  );
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <>
      {open ? (
        <ListSubheader
          disableSticky
          sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent', fontSize: 12, letterSpacing: 1 }}
        >
          {translate(label).toUpperCase()}
        </ListSubheader>
      ) : (
        <Box sx={{ borderTop: 1, borderColor: 'divider', my: 1 }} />
      )}
      {children}
    </>
  );
}

const filterLink = (resource: string, filter: Record<string, unknown>) =>
  `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/** Only what the signed-in role may use: admin all, editor content and settings, support the inbox. */
function ConsoleMenu() {
  const { permissions } = usePermissions<Role>();
  const { data: counts } = useEnquiryCounts();
  const can = (resource: string) => mayUse(permissions, resource);
  return (
    <Menu>
      <Menu.DashboardItem />
      {can('items') && (
        <Group label="valve.menu.content">
          {ITEM_SECTIONS.map((section) => (
            <Menu.Item
              key={section.key}
              to={`/content/${section.key}`}
              primaryText={`valve.sections.${section.key}`}
              leftIcon={SECTION_ICONS[section.key]}
            />
          ))}
          <Menu.Item
            to={`/categories/${ANNOUNCEMENT_ID}`}
            primaryText="valve.sections.announcement"
            leftIcon={<CampaignIcon />}
          />
          {CATEGORY_SECTIONS.map((section) => (
            <Menu.Item
              key={section.key}
              to={filterLink('categories', section.filter)}
              primaryText={`valve.sections.${section.key}`}
              leftIcon={SECTION_ICONS[section.key]}
            />
          ))}
        </Group>
      )}
      {can('products') && (
        <Group label="valve.menu.catalogue">
          <Menu.ResourceItem name="products" leftIcon={<Inventory2Icon />} />
          <Menu.ResourceItem name="rating_tables" leftIcon={<TableChartIcon />} />
          <Menu.ResourceItem name="actuators" leftIcon={<CompressIcon />} />
          <Menu.ResourceItem name="valve_actuations" leftIcon={<TuneIcon />} />
          <Menu.Item to="/categories" primaryText="valve.menu.categories" leftIcon={<AccountTreeIcon />} />
          <Menu.ResourceItem name="tags" leftIcon={<LabelIcon />} />
          <Menu.ResourceItem name="jobs" leftIcon={<WorkIcon />} />
          <Menu.Item to="/config/site" primaryText="valve.menu.config" leftIcon={<SettingsIcon />} />
          {can('media') && (
            <Menu.Item to="/media" primaryText="valve.media.menu" leftIcon={<PermMediaIcon />} />
          )}
        </Group>
      )}
      {can('enquiries') && (
        <Group label="valve.menu.inbox">
          <Menu.Item
            to="/enquiries"
            primaryText="valve.menu.enquiries"
            leftIcon={
              <Badge badgeContent={counts?.unread ?? 0} color="secondary" max={99} data-testid="unread-badge">
                <InboxIcon />
              </Badge>
            }
          />
          <Menu.ResourceItem name="feedback" leftIcon={<ThumbsUpDownIcon />} />
          <Menu.ResourceItem name="saved_replies" leftIcon={<QuickreplyIcon />} />
        </Group>
      )}
      {can('staff') && (
        <Group label="valve.menu.administration">
          <Menu.ResourceItem name="audit" leftIcon={<ManageSearchIcon />} />
          <Menu.ResourceItem name="inbound_mail" leftIcon={<MarkEmailReadIcon />} />
          <Menu.ResourceItem name="staff" leftIcon={<PeopleIcon />} />
          <Menu.ResourceItem name="webhooks" leftIcon={<WebhookIcon />} />
          <Menu.Item to="/trash" primaryText="valve.history.trash.menu" leftIcon={<DeleteOutlineIcon />} />
        </Group>
      )}
    </Menu>
  );
}

/** A tablet starts with the menu folded to icons, leaving the width to the forms. */
function useFoldedMenuOnTablet() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    if (narrow) setOpen(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the console loads: the staff member's own toggling is respected afterwards
  }, []);
}

export function Layout({ children }: LayoutProps) {
  useFoldedMenuOnTablet();
  return (
    <RaLayout
      appBar={ConsoleAppBar}
      menu={ConsoleMenu}
      // react-admin sizes the layout to its widest content ('fit-content'), and a flex item grows to
      // its widest child: without these, a wide table pushed the page and its toolbar past the
      // screen. Now a wide table scrolls within its own box.
      sx={{ minWidth: 0, '& .RaLayout-content, & .RaList-main': { minWidth: 0 } }}
    >
      {children}
      <StepUpDialog />
    </RaLayout>
  );
}
