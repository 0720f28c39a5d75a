import { Anchor, Blockquote, Box, Code, Divider, List, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

import { parseMarkdown, type HeadingLevel, type MdNode } from '../lib/markdown.ts';

function render(nodes: MdNode[]): ReactNode {
  return nodes.map((node, i) => <Fragment key={i}>{renderNode(node)}</Fragment>);
}

function renderNode(node: MdNode): ReactNode {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'br':
      return <br />;
    case 'hr':
      return <Divider my="sm" />;
    case 'code':
      return <Code>{node.text}</Code>;
    case 'pre':
      return (
        <Code block my="xs">
          {node.text}
        </Code>
      );
    case 'heading':
      return (
        <Title order={node.level} fz={node.level <= 2 ? undefined : 'md'} mt="xs">
          {render(node.children)}
        </Title>
      );
    case 'p':
      return <Text my={4}>{render(node.children)}</Text>;
    case 'strong':
      return <strong>{render(node.children)}</strong>;
    case 'em':
      return <em>{render(node.children)}</em>;
    case 'del':
      return <del>{render(node.children)}</del>;
    case 'blockquote':
      return <Blockquote my="xs">{render(node.children)}</Blockquote>;
    case 'li':
      return <List.Item>{render(node.children)}</List.Item>;
    case 'list':
      return (
        <List type={node.ordered ? 'ordered' : 'unordered'} start={node.start} my={4}>
          {render(node.children)}
        </List>
      );
    case 'link':
      return (
        <Anchor href={node.href} target="_blank" rel="noopener noreferrer nofollow" underline="always">
          {render(node.children)}
        </Anchor>
      );
  }
}

/** Markdown written by people (a notice, a legal text), rendered from safe nodes (never as HTML). */
export function MarkdownView({ markdown, top }: { markdown: string; top?: HeadingLevel }) {
  return <Box>{render(parseMarkdown(markdown, top))}</Box>;
}
