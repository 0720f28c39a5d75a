/**
 * Compile-time test of the typed consumer, checked by `pnpm typecheck` (never run): the event name
 * must be in proto's catalogue and the handler sees that event's payload, so a misspelt event or a
 * payload field the event does not have fails to compile. Each `@ts-expect-error` fails the
 * type-check if the line below it ever compiles.
 */
import type { Consumer } from './consumer.ts';

export function typedConsumerCompiles(consumer: Consumer): void {
  consumer.on('listings.property.created', async (event, tx) => {
    const propertyId: string = event.payload.propertyId;
    const owner: string | null = event.payload.ownerProfileId;
    await tx.query('SELECT $1, $2', [propertyId, owner]);
    // @ts-expect-error: listings.property.created carries no `resetUrl`
    void event.payload.resetUrl;
    // @ts-expect-error: `price` is a number, not a string
    const price: string = event.payload.price;
    void price;
  });

  // @ts-expect-error: no such event in the catalogue
  consumer.on('listings.property.creatd', async () => {});

  // A handler written for another event does not fit.
  const onReset = async (event: { payload: { resetUrl: string } }) => void event.payload.resetUrl;
  // @ts-expect-error: identity.profile.deleted has no `resetUrl`
  consumer.on('identity.profile.deleted', onReset);

  // Several types at once: the handler sees their union and narrows it on `type`.
  for (const type of ['identity.profile.updated', 'identity.profile.deleted'] as const) {
    consumer.on(type, async (event) => {
      if (event.type === 'identity.profile.updated') void event.payload.email;
      // @ts-expect-error: identity.profile.deleted has no `email`
      else void event.payload.email;
    });
  }
}
