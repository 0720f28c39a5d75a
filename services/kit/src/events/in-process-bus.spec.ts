import { describe, expect, it } from 'vitest';
import { buildEnvelope, eventBusContract, eventually } from './event-bus.contract.ts';
import { BusClosedError, createInProcessBus, type DeadLetterEntry } from './in-process-bus.ts';

eventBusContract('in-process', async () => {
  const bus = createInProcessBus({ retryInitialMs: 10 });
  return { bus, cleanup: () => bus.close() };
});

describe('in-process bus', () => {
  it('resolves publish only once every group has handled the events', async () => {
    const bus = createInProcessBus();
    const handled: string[] = [];
    await bus.subscribe({
      group: 'slow',
      topics: ['t'],
      handle: async (e) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        handled.push(`slow:${e.id}`);
      },
    });
    await bus.subscribe({
      group: 'fast',
      topics: ['t'],
      handle: async (e) => void handled.push(`fast:${e.id}`),
    });
    const event = buildEnvelope();
    await bus.publish('t', [event]);
    expect(handled.sort()).toEqual([`fast:${event.id}`, `slow:${event.id}`]);
    await bus.close();
  });

  it('resolves publish at once when nobody subscribed to the topic', async () => {
    const bus = createInProcessBus();
    await expect(bus.publish('nobody.listens', [buildEnvelope()])).resolves.toBeUndefined();
    await bus.close();
  });

  it('rejects a publish still being retried when the bus closes, so the outbox keeps the row', async () => {
    const bus = createInProcessBus({ retryInitialMs: 10, retryMaxMs: 20 });
    let attempts = 0;
    await bus.subscribe({
      group: 'broken',
      topics: ['t'],
      handle: async () => {
        attempts++;
        throw new Error('database down');
      },
    });
    const publishing = bus.publish('t', [buildEnvelope()]);
    await eventually(() => expect(attempts).toBeGreaterThanOrEqual(3));
    await bus.close();
    await expect(publishing).rejects.toBeInstanceOf(BusClosedError);
    const after = attempts;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toBe(after);
  });

  it('rejects a pending publish when its group unsubscribes before acknowledging', async () => {
    const bus = createInProcessBus({ retryInitialMs: 10, retryMaxMs: 20 });
    const subscription = await bus.subscribe({
      group: 'leaving',
      topics: ['t'],
      handle: async () => {
        throw new Error('stopping');
      },
    });
    const publishing = bus.publish('t', [buildEnvelope()]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await subscription.close();
    await expect(publishing).rejects.toThrow(/left t before acknowledging/);
    await bus.close();
  });

  it('fails publish for a payload that would not survive JSON, as Kafka would', async () => {
    const bus = createInProcessBus();
    await bus.subscribe({ group: 'g', topics: ['t'], handle: async () => {} });
    await expect(bus.publish('t', [buildEnvelope({ payload: { big: 1n } })])).rejects.toThrow(TypeError);
    await bus.close();
  });

  it('gives each group its own copy of an event', async () => {
    const bus = createInProcessBus();
    const seen: unknown[] = [];
    await bus.subscribe({
      group: 'mutator',
      topics: ['t'],
      handle: async (e) => {
        (e.payload as { n: number }).n = 99;
      },
    });
    await bus.subscribe({ group: 'reader', topics: ['t'], handle: async (e) => void seen.push(e.payload) });
    await bus.publish('t', [buildEnvelope({ n: 1 })]);
    expect(seen).toEqual([{ n: 1 }]);
    await bus.close();
  });

  it('keeps dead letters in memory and hands them to onDeadLetter', async () => {
    const parked: DeadLetterEntry[] = [];
    const bus = createInProcessBus({ onDeadLetter: (entry) => void parked.push(entry) });
    const event = buildEnvelope();
    await bus.deadLetter('casona.listings.property', event, 'Error: poison');
    expect(bus.deadLetters()).toEqual([
      { topic: 'casona.listings.property', event, error: 'Error: poison', at: expect.any(String) },
    ]);
    expect(parked).toEqual(bus.deadLetters());
    await bus.close();
  });

  it('fails deadLetter when onDeadLetter fails, instead of losing it silently', async () => {
    const bus = createInProcessBus({
      onDeadLetter: async () => {
        throw new Error('disk full');
      },
    });
    await expect(bus.deadLetter('t', buildEnvelope(), 'Error: poison')).rejects.toThrow('disk full');
    await bus.close();
  });

  it('refuses work once closed', async () => {
    const bus = createInProcessBus();
    await bus.close();
    await expect(bus.ping()).rejects.toBeInstanceOf(BusClosedError);
    await expect(bus.subscribe({ group: 'g', topics: ['t'], handle: async () => {} })).rejects.toBeInstanceOf(
      BusClosedError,
    );
  });
});
