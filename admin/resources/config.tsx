import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  Edit,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { BILINGUAL } from '#contract/bilingual.js';
import { BilingualInputs, pairsOf, TwoColumns } from '../components/Bilingual.js';
import { FormSection, InputRow } from '../components/FormSection.js';
import { IMAGE_ACCEPT, UploadInput, UploadListInput, VIDEO_ACCEPT } from '../components/UploadInput.js';
import { BusinessCalendarEdit } from './businessCalendar.js';
import { EditActions } from '../components/ContentForm.js';

/** A name → description map of one language, edited as a list of pairs. */
function PairsInput({ source, heading }: { source: string; heading: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="overline" color="primary">
        {translate(heading)}
      </Typography>
      <ArrayInput source={source} label={false}>
        <SimpleFormIterator inline disableClear>
          <TextInput source="name" label="valve.config.pair_name" helperText={false} />
          <TextInput source="description" label="valve.config.pair_description" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}

/** The one site configuration record (GET/PUT /admin/api/config/site); below it, admins' response-time promise. */
export function ConfigEdit() {
  return (
    <>
      <SiteConfigEdit />
      <BusinessCalendarEdit />
    </>
  );
}

function SiteConfigEdit() {
  return (
    <Edit
      id="site"
      resource="config"
      mutationMode="pessimistic"
      redirect={false}
      title="valve.config.title"
      actions={<EditActions />}
    >
      <SimpleForm warnWhenUnsavedChanges>
        <FormSection title="valve.config.contact">
          <BilingualInputs fields={pairsOf(BILINGUAL.siteConfig)} />
          <InputRow>
            <TextInput source="phone" />
            <TextInput source="hotline" />
            <TextInput source="email" type="email" />
            <TextInput source="fax" />
          </InputRow>
          <UploadInput source="logo" accept={IMAGE_ACCEPT} />
        </FormSection>
        <FormSection title="valve.config.home">
          <UploadInput source="banner_video" accept={VIDEO_ACCEPT} />
          <ArrayInput source="banner_index">
            <SimpleFormIterator disableClear fullWidth>
              <UploadInput source="image" accept={IMAGE_ACCEPT} />
              <BilingualInputs fields={pairsOf(BILINGUAL.banner)} />
            </SimpleFormIterator>
          </ArrayInput>
          <ArrayInput source="counters">
            <SimpleFormIterator inline disableClear>
              <TextInput source="value" label="valve.config.counter_value" helperText={false} />
              <TextInput source="en_label" label="resources.config.fields.en_label" helperText={false} />
              <TextInput source="label" label="resources.config.fields.label" helperText={false} />
            </SimpleFormIterator>
          </ArrayInput>
          <UploadListInput source="mycustom_image" accept={IMAGE_ACCEPT} />
          <TwoColumns>
            <PairsInput source="en_mycustom_name" heading="resources.config.fields.en_mycustom_name" />
            <PairsInput source="mycustom_name" heading="resources.config.fields.mycustom_name" />
          </TwoColumns>
        </FormSection>
        <FormSection title="valve.config.about">
          <UploadListInput source="capacity_pictures" accept={IMAGE_ACCEPT} />
          <UploadListInput source="quality_pictures" accept={IMAGE_ACCEPT} />
          <UploadListInput source="qualification_pictures" accept={IMAGE_ACCEPT} />
          <TwoColumns>
            <PairsInput
              source="en_enterprise_qualification"
              heading="resources.config.fields.en_enterprise_qualification"
            />
            <PairsInput
              source="enterprise_qualification"
              heading="resources.config.fields.enterprise_qualification"
            />
          </TwoColumns>
        </FormSection>
        <FormSection title="valve.config.links">
          <InputRow>
            <TextInput source="vr_link" />
            <TextInput source="consultation_link" />
          </InputRow>
          <InputRow>
            <NumberInput source="map_center.lat" />
            <NumberInput source="map_center.lng" />
            <NumberInput source="map_zoom" min={1} max={20} />
            <TextInput source="map_tile_url" />
          </InputRow>
          <ArrayInput source="social">
            <SimpleFormIterator inline disableClear>
              <TextInput source="en_name" label="resources.config.fields.en_name" helperText={false} />
              <TextInput source="name" label="resources.config.fields.name" helperText={false} />
              <TextInput source="url" label="resources.config.fields.url" helperText={false} />
              <UploadInput source="qr_image" accept={IMAGE_ACCEPT} />
            </SimpleFormIterator>
          </ArrayInput>
        </FormSection>
      </SimpleForm>
    </Edit>
  );
}
