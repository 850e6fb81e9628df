import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';

/** A dashboard tile: a figure and what it counts, linking to the list behind it when there is one. */
export function Counter({
  label,
  value,
  to,
  icon,
  testId,
  hint,
  color,
}: {
  /** Message key of what is counted. */
  label: string;
  value: ReactNode;
  to?: string;
  icon: ReactElement;
  testId: string;
  /** A second line under the label (already translated). */
  hint?: ReactNode;
  /** Colour of the figure (a theme palette path such as error.main). */
  color?: string;
}) {
  const translate = useTranslate();
  const content = (
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ color: 'secondary.main', display: 'flex' }}>{icon}</Box>
        <Box>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, color }} data-testid={testId}>
            {value ?? '–'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          {hint && (
            <Typography variant="caption" color="text.secondary" component="p">
              {hint}
            </Typography>
          )}
        </Box>
      </Stack>
    </CardContent>
  );
  return (
    <Card sx={{ flex: '1 1 200px', minWidth: 200 }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
