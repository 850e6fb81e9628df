import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { EnquiryDetail } from '#contract/desk.js';
import { EnquirySizing } from './EnquirySizing.js';

/**
 * The enquiry page's "Sizing project": the project the visitor sent with the quotation, as sent,
 * each tag (number, service, line) with its sizing's summary; and the link to the project as it
 * is now. Mounted in admin/resources/enquiries.tsx.
 */
export function EnquirySizingProject() {
  const record = useRecordContext<Partial<Pick<EnquiryDetail, 'sizing_project'>> & { id: number }>();
  const translate = useTranslate();
  const project = record?.sizing_project;
  if (!project) return null;
  return (
    <Card data-testid="enquiry-sizing-project">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1 }}>
            {translate('valve.enquiry_sizing_project.title', {
              name: project.name || translate('valve.enquiry_sizing_project.untitled'),
              count: project.tags.length,
            })}
          </Typography>
          <Button
            size="small"
            startIcon={<OpenInNewIcon />}
            href={project.link}
            target="_blank"
            rel="noopener"
          >
            {translate('valve.enquiry_sizing_project.open')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('valve.enquiry_sizing_project.as_sent')}
        </Typography>
        <Stack spacing={1.5}>
          {project.tags.map((tag, i) => (
            <Box key={i} data-testid="enquiry-sizing-project-tag">
              <EnquirySizing
                sizing={tag.sizing}
                title={[
                  tag.number || translate('valve.enquiry_sizing_project.tag', { n: i + 1 }),
                  tag.service,
                  tag.line,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
