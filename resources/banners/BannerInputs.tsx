import { useWatch } from 'react-hook-form';
import { isWritable } from '../define.ts';
import { GenericInput } from '../../src/generic/GenericInputs.tsx';
import { banners } from './schema.ts';

/** Only a video banner plays a video: an image banner's form does not offer the video files. */
const VIDEO_ONLY = new Set(['video', 'mobileVideo']);

/** The banner form: the declared fields, the video files shown once the type is video. */
export const BannerInputs = () => {
  const type = useWatch({ name: 'type' }) as string | undefined;
  return (
    <>
      {Object.entries(banners.fields)
        .filter(([source, field]) => isWritable(field) && (type === 'video' || !VIDEO_ONLY.has(source)))
        .map(([source, field]) => (
          <GenericInput key={source} resource={banners} source={source} field={field} />
        ))}
    </>
  );
};
