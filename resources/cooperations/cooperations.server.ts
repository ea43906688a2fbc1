/** What cooperation requests add on the server: the public intake that sites send them through, and the solve/archive moves. */
import { defineServerSide } from '../../server/crud/resource.ts';
import { transitions } from '../../server/crud/transitions.ts';
import { ZCooperationIntake } from './schema.ts';

export const server = defineServerSide({
  extend: ({ resource, table }) => ({
    actions: transitions(resource, {
      solve: { to: 'solved', refused: 'resources.cooperations.errors.solve_refused' },
      archive: { to: 'archived', refused: 'resources.cooperations.errors.archive_refused' },
    }),
    intake: {
      body: ZCooperationIntake,
      attachment: 'attachment',
      summary: 'A cooperation request, sent by a site (JSON, or multipart with a file in `attachment`); answers 201 with its id',
      write: async (tx, { body, callerId, attachment }) => {
        const [row] = await tx
          .insert(table)
          .values({ ...body, phone: body.phone || null, attachment, site: callerId, status: 'new' })
          .returning({ id: table.id });
        return row!.id as number;
      },
    },
  }),
});
