/** A resource's own screens (the comment reports): in its area's menu and the route table for whoever may list it, never taken for a record. */
import { comments } from '../../resources/comments/schema.ts';
import { allowedExtraScreens, buildMenu, extraScreenPath, matchExtraScreen, matchPath } from '../../src/navigation.ts';

describe('screens of a resource’s own', () => {
  it('have a menu entry after the list, and a route, with the list permission only', () => {
    const customers = buildMenu(['list-comments']).find((area) => area.area === 'customers')!;
    expect(customers.entries.map((entry) => entry.path)).toEqual(['/comments', '/comments/reports']);
    expect(customers.entries[1]).toMatchObject({ name: 'comments', label: 'resources.comments.screens.reports' });
    expect(allowedExtraScreens(['list-comments']).map((screen) => screen.path)).toEqual(['/comments/reports']);
    expect(allowedExtraScreens(['ban-comments'])).toEqual([]);
    expect(buildMenu(['ban-comments']).find((area) => area.area === 'customers')).toBeUndefined();
  });

  it('are matched by their path, not as a record of the resource', () => {
    expect(extraScreenPath(comments, 'reports')).toBe('/comments/reports');
    expect(matchExtraScreen('/comments/reports/')).toMatchObject({ resource: { name: 'comments' }, name: 'reports' });
    expect(matchPath('/comments/reports')).toBeUndefined();
    expect(matchPath('/comments/5')).toMatchObject({ screen: 'show', id: '5' });
  });
});
