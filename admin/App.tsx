// zod's messages for the console's forms (the sign-in bundle has none).
import '#contract/zodConfig.js';
import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { authProvider } from './authProvider.js';
import { ChangePasswordPage } from './ChangePasswordPage.js';
import { Dashboard } from './Dashboard.js';
import { dataProvider } from './dataProvider.js';
import { Layout } from './Layout.js';
import { LoginPage } from './LoginPage.js';
import { ForgotPasswordPage, ResetPasswordPage } from './security/PasswordResetPages.js';
import { AuditList } from './resources/audit.js';
import { InboundMailList } from './resources/inboundMail.js';
import { CategoryCreate, CategoryEdit, CategoryList } from './resources/categories.js';
import { ConfigEdit } from './resources/config.js';
import { EnquiryList, EnquiryShow } from './resources/enquiries.js';
import { FeedbackList } from './resources/feedback.js';
import { localized } from './components/text.js';
import { currentLocale, i18nProvider } from './i18n/index.js';
import { ItemCreate, ItemEdit, ItemList, SectionList } from './resources/items.js';
import { JobCreate, JobEdit, JobList } from './resources/jobs.js';
import { ProductCreate, ProductEdit, ProductList } from './resources/products.js';
import { RatingTableCreate, RatingTableEdit, RatingTableList } from './resources/ratingTables.js';
import {
  ActuatorCreate,
  ActuatorEdit,
  ActuatorList,
  ValveActuationCreate,
  ValveActuationEdit,
  ValveActuationList,
} from './resources/actuators.js';
import { SavedReplyCreate, SavedReplyEdit, SavedReplyList } from './resources/savedReplies.js';
import { StaffCreate, StaffEdit, StaffList } from './resources/staff.js';
import { TagCreate, TagEdit, TagList } from './resources/tags.js';
import { WebhookCreate, WebhookEdit, WebhookList } from './resources/webhooks.js';
import { theme } from './theme.js';

/** A record's name for titles, in the interface language. */
const nameIn = (field: string) => (record: Record<string, unknown>) =>
  localized(record, field, currentLocale());

/** The content staff edit: a list, an edit and a create page each, named by their title field. */
const CONTENT = [
  ['items', ItemList, ItemEdit, ItemCreate, 'title'],
  ['categories', CategoryList, CategoryEdit, CategoryCreate, 'cate_name'],
  ['tags', TagList, TagEdit, TagCreate, 'name'],
  ['products', ProductList, ProductEdit, ProductCreate, 'title'],
  ['jobs', JobList, JobEdit, JobCreate, 'name'],
] as const;

// The security page (QR code, passkeys, sessions) loads when opened, not with the console.
const SecurityPage = lazy(() => import('./security/SecurityPage.js'));
// The media library too: its grid, uploads and details are not in the entry bundle.
const MediaLibrary = lazy(() => import('./media/MediaLibrary.js'));
// The trash (admins) likewise.
const TrashPage = lazy(() => import('./components/history/TrashPage.js'));

/** The staff console at /admin: content in both languages, the enquiry inbox, staff and audit. */
export function App() {
  return (
    <Admin
      title="Maple River Controls"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={Layout}
      dashboard={Dashboard}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      {CONTENT.map(([name, list, edit, create, title]) => (
        <Resource
          key={name}
          name={name}
          list={list}
          edit={edit}
          create={create}
          recordRepresentation={nameIn(title)}
        />
      ))}
      <Resource
        name="rating_tables"
        list={RatingTableList}
        edit={RatingTableEdit}
        create={RatingTableCreate}
        recordRepresentation="material"
      />
      <Resource
        name="actuators"
        list={ActuatorList}
        edit={ActuatorEdit}
        create={ActuatorCreate}
        recordRepresentation="model"
      />
      <Resource
        name="valve_actuations"
        list={ValveActuationList}
        edit={ValveActuationEdit}
        create={ValveActuationCreate}
      />
      <Resource name="config" edit={ConfigEdit} />
      <Resource name="enquiries" list={EnquiryList} show={EnquiryShow} recordRepresentation="m_no" />
      <Resource name="feedback" list={FeedbackList} />
      <Resource
        name="saved_replies"
        list={SavedReplyList}
        edit={SavedReplyEdit}
        create={SavedReplyCreate}
        recordRepresentation="title"
      />
      <Resource name="audit" list={AuditList} />
      <Resource name="inbound_mail" list={InboundMailList} />
      <Resource
        name="staff"
        list={StaffList}
        edit={StaffEdit}
        create={StaffCreate}
        recordRepresentation="email"
      />
      <Resource
        name="webhooks"
        list={WebhookList}
        edit={WebhookEdit}
        create={WebhookCreate}
        recordRepresentation="url"
      />
      <Resource name="webhook_deliveries" />
      <CustomRoutes>
        <Route path="/content/:section" element={<SectionList />} />
        <Route path="/password" element={<ChangePasswordPage />} />
        <Route
          path="/media"
          element={
            <Suspense>
              <MediaLibrary />
            </Suspense>
          }
        />
        <Route
          path="/trash"
          element={
            <Suspense>
              <TrashPage />
            </Suspense>
          }
        />
        <Route
          path="/security"
          element={
            <Suspense>
              <SecurityPage />
            </Suspense>
          }
        />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/forgot" element={<ForgotPasswordPage />} />
        <Route path="/reset" element={<ResetPasswordPage />} />
      </CustomRoutes>
    </Admin>
  );
}
