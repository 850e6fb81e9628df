import { expect, it } from 'vitest';
import { validThroughTime } from '#server/services/content/jobs.js';
import { dateText } from '#server/services/platform/wire.js';
import { describeEachDialect, secondInstance, useTestApp } from '../helpers/app.js';
import { client } from '../helpers/http.js';
import { signedIn } from '../helpers/staff.js';

type JobList = { list: { id: number; open: boolean }[] };

// The timed jobs are run by the test itself, on the moved clock (clockJobs: false).
describeEachDialect('a kept page or answer stops showing a job at the end of its last day', (dialect) => {
  const t = useTestApp(dialect, {}, { clockJobs: false });

  it('moves the content version once when the day ends, on one instance of two, and the lists drop the job', async () => {
    const editor = await signedIn(t.app, 'editor');
    const api = client(t.app);
    const lastDay = dateText(t.clock.now);
    const created = await editor.post<{ id: number }>('/jobs', {
      name: '阀门调试工程师',
      en_name: 'Valve commissioning engineer',
      place: '常州',
      en_place: 'Changzhou',
      country: 'cn',
      peoplenum: 1,
      content: '<p>负责现场调试。</p>',
      en_content: '<p>Commissions valves on site.</p>',
      valid_through: lastDay,
    });
    expect(created.status).toBe(201);
    const jobId = created.body.id;
    const listed = async () =>
      (await api.get<JobList>('/api/recruiting/index', { page: 1, limit: 100 })).body.data.list.some(
        (job) => job.id === jobId,
      );
    const inSitemap = async () =>
      (await t.app.inject({ url: '/sitemap.xml' })).body.includes(`/en/joinIn/${jobId}<`);

    // Open all day: both are kept with the job in them, and nothing moves.
    expect(await listed()).toBe(true);
    expect(await inSitemap()).toBe(true);
    const version = await t.app.services.content.cache.version();
    expect(await t.app.services.content.closeJobsDue()).toBe(false);
    expect(await t.app.services.content.cache.version()).toBe(version);

    // One second past the last day's end (23:59:59 company time).
    const end = Date.parse(validThroughTime(lastDay));
    t.clock.advance(end + 1000 - t.clock.now);
    // The kept answers were made while the job was open: only a new version drops them.
    expect(await listed()).toBe(true);

    const other = secondInstance(t);
    try {
      expect(await t.app.services.content.closeJobsDue()).toBe(true);
      expect(await t.app.services.content.cache.version()).not.toBe(version);
      // The other instance reads the moved version and finds nothing more to do; nor does a second look.
      await other.services.content.cache.refresh();
      expect(await other.services.content.closeJobsDue()).toBe(false);
      expect(await t.app.services.content.closeJobsDue()).toBe(false);
    } finally {
      await other.close();
    }

    expect(await listed()).toBe(false);
    expect(await inSitemap()).toBe(false);
    // Its page stays (people keep links) and says it is closed; the API refuses applications.
    const detail = await t.app.services.content.jobs.detail(jobId);
    expect(detail.open).toBe(false);
  });
});
