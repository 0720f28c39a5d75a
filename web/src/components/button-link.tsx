import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type AnchorButtonProps = ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>;

const AnchorButton = forwardRef<HTMLAnchorElement, AnchorButtonProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
AnchorButton.displayName = 'AnchorButton';

/** A Mantine button that is a router link, with typed `to`, `params` and `search`. */
export const ButtonLink = createLink(AnchorButton);
