import { companyCopy } from '../../i18n/pages/company.js';
import { usePageCopy } from '../../lib/copy.js';
import { text, useLang } from '../../lib/lang.js';
import { VideoPlayer } from '../VideoPlayer.js';
import { AsidePicture, PageArticle } from '../company/PageArticle.js';
import type { TabProps } from './data.js';

/** Tab 1: the company text beside the company film. */
export function AboutText({ data }: TabProps) {
  const lang = useLang();
  const copy = usePageCopy(companyCopy).about;
  const { page } = data;
  const video = data.videos[0];
  if (!page) return null;
  return (
    <PageArticle page={page}>
      <aside className="company-article__aside">
        {video?.files ? (
          <figure className="company-figure">
            <VideoPlayer src={video.files} poster={video.full_image} title={text(video, 'title', lang)} />
            <figcaption>
              <strong>{text(video, 'title', lang) || copy.videoTitle}</strong>
              {text(video, 'summary', lang) && <span>{text(video, 'summary', lang)}</span>}
            </figcaption>
          </figure>
        ) : null}
        <AsidePicture page={page} />
      </aside>
    </PageArticle>
  );
}
