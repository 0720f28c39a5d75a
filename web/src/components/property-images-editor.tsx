/**
 * A listing's photos once the property exists: add (compressed to JPEG 0.3 in the browser, one
 * upload per photo), remove (once the type-to-confirm phrase is typed, spec §5), and reorder with
 * buttons (keyboard friendly; the first photo is the cover). The caller wires each action to the
 * API; what the API answers is what is shown.
 */
import { ActionIcon, Alert, Button, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { MAX_PROPERTY_IMAGES } from '@casona/proto/constants';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../lib/api/errors.ts';
import { useMessage } from '../lib/i18n/messages.ts';
import { checkImageSelection, compressImage } from '../lib/images/compress.ts';
import { TypeToConfirmDialog } from './type-to-confirm.tsx';

/** A photo the browser refused before any upload (format, size): its message is already localized. */
class ImageRefused extends Error {}

export type ImageActions = {
  upload: (dataUrl: string) => Promise<unknown>;
  remove: (url: string) => Promise<unknown>;
  reorder: (urls: string[]) => Promise<unknown>;
};

export function PropertyImagesEditor({
  images,
  actions,
  readOnly = false,
  name,
}: {
  images: readonly string[];
  actions: ImageActions;
  readOnly?: boolean;
  name: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A photo leaves the public page for good: its removal asks for the phrase first (spec §5).
  const [removing, setRemoving] = useState<{ url: string; index: number } | null>(null);

  async function run(action: () => Promise<unknown>) {
    setProblem(null);
    setWorking(true);
    try {
      await action();
    } catch (error) {
      if (error instanceof ApiError || error instanceof ImageRefused) setProblem(error.message);
      else {
        console.error('Image action failed', error);
        setProblem(message('error.uploadImageFailed'));
      }
    } finally {
      setWorking(false);
    }
  }

  async function add(files: File[]) {
    const refused = checkImageSelection(files, images.length, MAX_PROPERTY_IMAGES);
    if (refused) {
      setProblem(message(refused.key, refused.params));
      return;
    }
    await run(async () => {
      for (const file of files) {
        const result = await compressImage(file);
        if (!result.ok)
          throw new ImageRefused(`${file.name}: ${message(result.problem.key, result.problem.params)}`);
        await actions.upload(result.image.dataUrl);
      }
    });
  }

  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    void run(() => actions.reorder(next));
  };

  return (
    <Stack gap="sm" data-testid="images-editor">
      {!readOnly && (
        <Group>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png"
            multiple
            aria-label={t('images.pick')}
            data-testid="images-editor-input"
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = '';
              if (files.length > 0) void add(files);
            }}
          />
          <Button
            variant="light"
            loading={working}
            disabled={images.length >= MAX_PROPERTY_IMAGES}
            onClick={() => input.current?.click()}
          >
            {t('images.pick')}
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('images.count', { count: images.length, max: MAX_PROPERTY_IMAGES })}
          </Text>
        </Group>
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert" data-testid="images-problem">
          {problem}
        </Alert>
      )}
      {images.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('listings.images.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {images.map((url, index) => {
            const alt = t('listings.property.photoAlt', { name, index: index + 1, count: images.length });
            return (
              <Stack key={url} gap={4} data-testid="images-editor-item">
                <Image src={url} alt={alt} radius="sm" h={110} fit="cover" />
                {!readOnly && (
                  <Group gap={4} justify="center">
                    <ActionIcon
                      variant="default"
                      disabled={working || index === 0}
                      aria-label={t('listings.images.earlier', { index: index + 1 })}
                      onClick={() => move(index, index - 1)}
                    >
                      ←
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      disabled={working || index === images.length - 1}
                      aria-label={t('listings.images.later', { index: index + 1 })}
                      onClick={() => move(index, index + 1)}
                    >
                      →
                    </ActionIcon>
                    <ActionIcon
                      variant="light"
                      color="red"
                      disabled={working}
                      aria-label={t('listings.images.remove', { index: index + 1 })}
                      onClick={() => setRemoving({ url, index })}
                      data-testid="images-editor-remove"
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
      <TypeToConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing ? t('listings.images.remove', { index: removing.index + 1 }) : ''}
        body={t('listings.images.removeBody')}
        phrase={t('adminList.deletePhrase')}
        confirmLabel={removing ? t('listings.images.remove', { index: removing.index + 1 }) : ''}
        onConfirm={async () => {
          if (removing) await actions.remove(removing.url);
        }}
        confirmTestId="images-editor-remove-confirm"
      />
    </Stack>
  );
}
