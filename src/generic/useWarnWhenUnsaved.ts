/**
 * The warning react-admin's forms give on leaving with unsaved changes (`warnWhenUnsavedChanges`),
 * for unsaved state that is no form: a dragged order on a reorder board. Any navigation away, a
 * tab of the board included, asks first; closing the browser tab gets the browser's own warning.
 */
import { useEffect } from 'react';
import { useBlocker, useTranslate } from 'react-admin';

export const useWarnWhenUnsaved = (isDirty: boolean): void => {
  const translate = useTranslate();
  const blocker = useBlocker(isDirty);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker object changes on every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, translate]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
};
