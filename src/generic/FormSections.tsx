/** A form laid out in titled sections, each a grid of the resource's own generated inputs. */
import { Box, Divider, Typography } from '@mui/material';
import { Labeled, useTranslate } from 'react-admin';
import { isWritable, type TResource } from '../../resources/define.ts';
import { fieldFor } from './fieldTypes.tsx';
import { GenericInput } from './GenericInputs.tsx';

export type TSection = { title: string; fields: string[]; columns?: 1 | 2 | 3 };

export const FormSections = ({ resource, sections }: { resource: TResource; sections: TSection[] }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      {sections.map((section, index) => (
        <Box key={section.title} component="section" sx={{ mb: 2 }}>
          {index > 0 && <Divider sx={{ mb: 2 }} />}
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {translate(section.title)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${section.columns ?? 1}, minmax(0, 1fr))` }, columnGap: 2 }}>
            {section.fields.map((source) =>
              isWritable(resource.fields[source]!) ? (
                <GenericInput key={source} resource={resource} source={source} field={resource.fields[source]!} />
              ) : (
                // Shown, not edited: a status that actions change, a count the server computes.
                <Labeled key={source} source={source} sx={{ mb: 2, alignItems: 'flex-start' }}>
                  {fieldFor(resource, source, 'show')}
                </Labeled>
              ),
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
