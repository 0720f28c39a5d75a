import multipart from '@fastify/multipart';
import { PDF_MAX_BYTES, propertyFiles } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { requireProfile } from '@casona/kit/auth/context';
import { validationFailed } from '@casona/kit/errors/errors';
import type { Deps } from '../app/deps.ts';
import { calendarFeedOf, calendarText, revokeCalendarFeed, rotateCalendarFeed } from '../app/calendar.ts';
import {
  downloadLink,
  listFiles,
  removeFile,
  uploadFile,
  type UploadFields,
  type UploadedPdf,
} from '../app/files.ts';
import { runReminders } from '../app/reminders.ts';
import { fileStatus } from '../app/status.ts';

/** An Accept header that names JSON and not a PDF or anything (not a browser's navigation, which accepts any type). */
function wantsJson(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  const types = accept.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase());
  return types.includes('application/json') && !types.includes('application/pdf') && !types.includes('*/*');
}

const FIELDS = new Set(['property_id', 'type', 'valid_from', 'valid_to']);

/** §7 property files: upload (multipart), list, download, delete, the status checklist and the deadline calendar. */
export async function propertyFileRoutes(app: App, deps: Deps): Promise<void> {
  // One PDF per request; the parser stops reading at the limit (the rest never reaches memory).
  await app.register(multipart, {
    limits: { files: 1, fileSize: PDF_MAX_BYTES, fields: 10, fieldSize: 1024, parts: 12 },
    throwFileSizeLimit: false,
  });

  routes(app, propertyFiles, {
    upload: async (request, reply) => {
      requireProfile(request.auth);
      if (!request.isMultipart()) throw validationFailed([{ path: '/file', key: 'error.noFile' }]);
      const fields: UploadFields = {};
      let file: UploadedPdf | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (FIELDS.has(part.fieldname) && typeof part.value === 'string')
            fields[part.fieldname] = part.value;
        } else if (part.fieldname === 'file' && file === null) {
          const bytes = await part.toBuffer();
          file = { bytes, truncated: part.file.truncated };
        } else {
          await part.toBuffer();
        }
      }
      return reply.status(201).send(await uploadFile(deps, request.auth, fields, file));
    },
    list: async (request) => listFiles(deps, request.auth, request.query.property_id),
    download: async (request, reply) => {
      const link = await downloadLink(deps, request.auth, request.params.id);
      // The SPA asks for the link itself (CSP connect-src and S3's CORS forbid fetching the object);
      // a plain link is redirected.
      if (request.query.as === 'json' || wantsJson(request.headers.accept))
        return reply.status(200).send(link);
      return reply.redirect(link.url, 302);
    },
    remove: async (request, reply) => {
      await removeFile(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
    status: async (request) => fileStatus(deps, request.auth, request.query.property_id, request.locale),
    reminder: async () => ({ processed: await runReminders(deps) }),
    calendarFeed: async (request) => calendarFeedOf(deps, request.auth, request.query.property_id),
    rotateCalendarFeed: async (request) => rotateCalendarFeed(deps, request.auth, request.body.property_id),
    revokeCalendarFeed: async (request, reply) => {
      await revokeCalendarFeed(deps, request.auth, request.query.property_id);
      return reply.status(204).send(null);
    },
    calendar: async (request, reply) => {
      const text = await calendarText(deps, request.params.token, request.locale);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
  });
}
