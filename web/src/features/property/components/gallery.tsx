import { ActionIcon, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { PhotosSoon } from '../../../components/photos-soon.tsx';

/**
 * The property's photos: one large, thumbnails below. Keyboard: Tab to the gallery, ←/→ (or
 * Home/End) change the photo; each thumbnail is a button; the position is announced.
 */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  // No photos yet: said plainly, not a drawn façade that reads as if it were this home.
  if (images.length === 0) return <PhotosSoon height={320} testId="property-photos-soon" />;
  const count = images.length;
  const show = (next: number) => setIndex(((next % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };
  const alt = (i: number) => t('listings.property.photoAlt', { name, index: i + 1, count });
  return (
    <Stack gap="xs">
      <div
        role="region"
        aria-roledescription={t('listings.property.gallery')}
        aria-label={t('listings.property.galleryLabel', { name })}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="gallery"
        style={{ position: 'relative', borderRadius: 16, overflow: 'hidden' }}
      >
        <Image src={images[index]} alt={alt(index)} h={{ base: 260, md: 420 }} fit="cover" />
        {count > 1 && (
          <Group justify="space-between" px="sm" style={{ position: 'absolute', inset: '50% 0 auto 0' }}>
            <ActionIcon
              size="lg"
              radius="xl"
              variant="white"
              color="dark"
              aria-label={t('listings.property.previousPhoto')}
              onClick={() => show(index - 1)}
            >
              ‹
            </ActionIcon>
            <ActionIcon
              size="lg"
              radius="xl"
              variant="white"
              color="dark"
              aria-label={t('listings.property.nextPhoto')}
              onClick={() => show(index + 1)}
            >
              ›
            </ActionIcon>
          </Group>
        )}
      </div>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="gallery-position">
        {t('listings.property.photoPosition', { index: index + 1, count })}
      </Text>
      {count > 1 && (
        <Group gap="xs" wrap="nowrap" style={{ overflowX: 'auto' }} pb={4}>
          {images.map((url, i) => (
            <UnstyledButton
              key={url}
              onClick={() => setIndex(i)}
              aria-label={alt(i)}
              aria-pressed={i === index}
              style={{
                borderRadius: 8,
                overflow: 'hidden',
                flexShrink: 0,
                outline: i === index ? '3px solid var(--mantine-color-terracotta-6)' : undefined,
              }}
            >
              <Image src={url} alt="" w={88} h={64} fit="cover" loading="lazy" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
