import ArticleIcon from '@mui/icons-material/Article';
import InboxIcon from '@mui/icons-material/Inbox';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SettingsIcon from '@mui/icons-material/Settings';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, useGetList, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { Counter } from './components/Counter.js';
import { useEnquiryCounts } from './counts.js';
import { DeskStats } from './desk/DeskStats.js';
import { CATE } from '#contract/constants.js';
import { mayUse, type Role } from './roles.js';

/** How many items lack a language, linking to their list. */
function MissingCounter({ lang }: { lang: 'en' | 'zh' }) {
  const { total } = useGetList('items', {
    filter: { missing_lang: lang },
    pagination: { page: 1, perPage: 1 },
  });
  return (
    <Counter
      label={`valve.dashboard.missing_${lang}`}
      value={total}
      to={`/items?${new URLSearchParams({ filter: JSON.stringify({ missing_lang: lang }) })}`}
      icon={<TranslateIcon fontSize="large" />}
      testId={`count-missing-${lang}`}
    />
  );
}

/**
 * What needs attention today: unread enquiries and content missing a language, quick links, and
 * for the enquiry desk its weekly figures and charts.
 */
export function Dashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<Role>();
  const { identity } = useGetIdentity();
  const inbox = mayUse(permissions, 'enquiries');
  const content = mayUse(permissions, 'items');
  const { data: counts } = useEnquiryCounts();

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="ra.page.dashboard" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('valve.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 3, flexWrap: 'wrap' }}>
        {inbox && (
          <>
            <Counter
              label="valve.dashboard.unread"
              value={counts?.unread}
              to="/enquiries"
              icon={<InboxIcon fontSize="large" />}
              testId="count-unread"
            />
            <Counter
              label="valve.dashboard.pending"
              value={counts?.pending}
              to={`/enquiries?${new URLSearchParams({ filter: JSON.stringify({ status: 0 }) })}`}
              icon={<InboxIcon fontSize="large" />}
              testId="count-pending"
            />
          </>
        )}
        {content && (
          <>
            <MissingCounter lang="en" />
            <MissingCounter lang="zh" />
          </>
        )}
      </Stack>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('valve.dashboard.quick_links')}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {inbox && (
              <Button component={Link} to="/enquiries" variant="outlined" startIcon={<InboxIcon />}>
                {translate('valve.dashboard.open_inbox')}
              </Button>
            )}
            {content && (
              <>
                <Button
                  component={Link}
                  to={`/items/create?${new URLSearchParams({ source: JSON.stringify({ cate_id: CATE.newsCompany }) })}`}
                  variant="outlined"
                  startIcon={<ArticleIcon />}
                >
                  {translate('valve.dashboard.add_news')}
                </Button>
                <Button component={Link} to="/products" variant="outlined" startIcon={<Inventory2Icon />}>
                  {translate('valve.dashboard.edit_products')}
                </Button>
                <Button component={Link} to="/config/site" variant="outlined" startIcon={<SettingsIcon />}>
                  {translate('valve.dashboard.site_config')}
                </Button>
              </>
            )}
            <Button
              href={`/${locale === 'zh' ? 'zh' : 'en'}`}
              target="_blank"
              rel="noopener"
              startIcon={<OpenInNewIcon />}
            >
              {translate('valve.dashboard.view_site')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {inbox && <DeskStats />}
    </Box>
  );
}
