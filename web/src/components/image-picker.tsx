import { Alert, Button, CloseButton, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { MAX_PROPERTY_IMAGES } from '@casona/proto/constants';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { checkImageSelection, compressImage, type CompressedImage } from '../lib/images/compress.ts';
import { useMessage } from '../lib/i18n/messages.ts';

function kb(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;
}

/**
 * Photos for a listing: JPEG or PNG, compressed in the browser to JPEG quality 0.3 before they are
 * sent, at most 30, each under 2 MB after compression; the §8 messages say what was refused.
 */
export function ImagePicker({
  images,
  onChange,
  max = MAX_PROPERTY_IMAGES,
  label,
}: {
  images: CompressedImage[];
  onChange: (images: CompressedImage[]) => void;
  max?: number;
  label: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  async function add(files: File[]) {
    setProblem(null);
    const refused = checkImageSelection(files, images.length, max);
    if (refused) {
      setProblem(message(refused.key, refused.params));
      return;
    }
    setWorking(true);
    const added: CompressedImage[] = [];
    for (const file of files) {
      const result = await compressImage(file);
      if (result.ok) added.push(result.image);
      else setProblem(`${file.name}: ${message(result.problem.key, result.problem.params)}`);
    }
    setWorking(false);
    onChange([...images, ...added]);
  }

  return (
    <Stack gap="xs">
      <Text component="label" htmlFor={inputId} fw={500} size="sm">
        {label}
      </Text>
      <Text size="xs" c="dimmed" id={`${inputId}-hint`}>
        {t('images.hint', { max })}
      </Text>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png"
        multiple
        aria-describedby={`${inputId}-hint`}
        data-testid="image-input"
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) void add(files);
        }}
      />
      <Group>
        <Button
          variant="light"
          loading={working}
          onClick={() => input.current?.click()}
          disabled={images.length >= max}
        >
          {t('images.pick')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('images.count', { count: images.length, max })}
        </Text>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert" data-testid="image-problem">
          {problem}
        </Alert>
      )}
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="image-previews">
          {images.map((image, index) => (
            <Stack key={`${image.name}-${index}`} gap={2} pos="relative">
              <Image src={image.dataUrl} alt={image.name} radius="sm" h={96} fit="cover" />
              <CloseButton
                pos="absolute"
                top={4}
                right={4}
                size="sm"
                variant="white"
                aria-label={t('images.remove', { name: image.name })}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              />
              <Text size="xs" c="dimmed" data-testid="image-size">
                {kb(image.originalBytes)} → {kb(image.blob.size)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
