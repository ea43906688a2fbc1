import type { TResource } from '../define.ts';
import { GenericEdit } from '../../src/generic/GenericEdit.tsx';
import { GenericShow } from '../../src/generic/GenericShow.tsx';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';
import { dealRules } from './dealRules.ts';

/** A deal's screen: its edit form, which is also its show screen (spec §2); read-only to whoever may only list deals. */
export const DealShow = ({ resource }: { resource: TResource }) => {
  const { canEdit } = useResourceAccess(resource);
  return canEdit ? <GenericEdit resource={resource} rules={dealRules} isShowScreen /> : <GenericShow resource={resource} />;
};
