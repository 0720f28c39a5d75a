import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type AnchorElementProps = AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>;

const AnchorElement = forwardRef<HTMLAnchorElement, AnchorElementProps>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
AnchorElement.displayName = 'AnchorElement';

/** A Mantine text link that is a router link, with typed `to`, `params` and `search`. */
export const AnchorLink = createLink(AnchorElement);
