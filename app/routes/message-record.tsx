import { PageHeader } from '../components/Widgets.js';

/** Placeholder until the screen is built (public-site issue). */
export default function Screen() {
  return <PageHeader title="message-record" crumbs={[]} />;
}
