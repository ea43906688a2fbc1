import { FormSections, type TSection } from '../../src/generic/FormSections.tsx';
import { videos } from './schema.ts';

const SECTIONS: TSection[] = [
  { title: 'content.section.main', fields: ['serialNumber', 'title', 'status', 'publishedAt', 'videoDuration', 'source', 'tooltips', 'isFree', 'isMain'], columns: 2 },
  { title: 'content.section.media', fields: ['cover', 'video', 'trailer', 'previewVideo'], columns: 2 },
  { title: 'resources.videos.fields.gallery', fields: ['gallery'] },
  { title: 'content.section.people', fields: ['models', 'directors', 'tags'] },
  { title: 'resources.videos.fields.description', fields: ['description'] },
  { title: 'content.section.counts', fields: ['views', 'originalViews', 'subscriberTViews', 'visitorTViews', 'likes', 'dislikes'], columns: 3 },
];

/** The video form, in the order an editor fills it: details, files, people, text, counts. */
export const VideoInputs = () => <FormSections resource={videos} sections={SECTIONS} />;
