import { companyCopy } from '../../i18n/pages/company.js';
import { usePageCopy } from '../../lib/copy.js';
import { text, useLang } from '../../lib/lang.js';
import { HistoryGallery, type GalleryMedia } from '../company/HistoryGallery.js';
import { HeadedSection } from '../company/SectionHeading.js';
import { HistoryTimeline } from '../company/Timeline.js';
import type { TabProps } from './data.js';

/** Tab 2: pictures and films, then the milestones. */
export function History({ data }: TabProps) {
  const lang = useLang();
  const copy = usePageCopy(companyCopy).about;
  const media: GalleryMedia[] = [
    ...data.videos
      .filter((video) => video.files)
      .map((video) => ({
        key: `video-${video.id}`,
        title: text(video, 'title', lang),
        image: video.full_image,
        video: video.files,
      })),
    ...data.gallery.map((item) => ({
      key: `picture-${item.id}`,
      title: text(item, 'title', lang),
      image: item.full_image,
    })),
  ];
  return (
    <>
      {media.length > 0 && (
        <HeadedSection id="history-gallery" title={copy.galleryTitle}>
          <HistoryGallery media={media} />
        </HeadedSection>
      )}
      {data.history.length > 0 && (
        <HeadedSection id="history-timeline" tint title={copy.timelineTitle}>
          <HistoryTimeline items={data.history} />
        </HeadedSection>
      )}
    </>
  );
}
