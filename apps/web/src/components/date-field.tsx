import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { MESSAGES, parseDateEs } from '@cumplia/domain';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './date-field.module.css';

type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate' | 'excludeDate'
> & {
  /** A calendar date `yyyy-mm-dd`, or '' when empty: what the forms, schemas and APIs use. */
  value: string;
  onChange(value: string): void;
  /** Days outside [minDate, maxDate] are disabled in the calendar; a typed one still reaches the form's own check. */
  minDate?: string;
  maxDate?: string;
};

const CALENDAR_LABELS = {
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  previousYear: 'Año anterior',
  nextYear: 'Año siguiente',
  previousDecade: 'Década anterior',
  nextDecade: 'Década siguiente',
  monthLevelControl: 'Elegir mes',
  yearLevelControl: 'Elegir año',
};

/** '5 de marzo de 2026' for a calendar day `2026-03-05`. */
const dayLabel = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The one date input: typed as dd/mm/aaaa or picked in a Spanish calendar (Monday first, see the app's
 * DatesProvider). Text that is not a real date is not taken: on leaving the field it goes back to the last valid
 * date (or stays empty) and says why. The calendar opens on a click, not on focus or typing, so it never covers
 * the buttons under the field (a dialog's Guardar) for someone who types the date.
 */
export function DateField({
  value,
  onChange,
  minDate,
  maxDate,
  error,
  onBlur,
  onFocus,
  onClick,
  onKeyDown,
  onInput,
  ...rest
}: DateFieldProps) {
  const [invalidText, setInvalidText] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      {...rest}
      value={value || null}
      onChange={(next) => {
        setInvalidText(false);
        setCalendarOpen(false);
        onChange(next ?? '');
      }}
      popoverProps={{ opened: calendarOpen, onDismiss: () => setCalendarOpen(false) }}
      onClick={(event) => {
        setCalendarOpen(true);
        onClick?.(event);
      }}
      onInput={(event) => {
        setCalendarOpen(false);
        onInput?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && calendarOpen) {
          // Closes the calendar only, not the dialog the field is in.
          event.stopPropagation();
          setCalendarOpen(false);
        }
        onKeyDown?.(event);
      }}
      classNames={{ day: classes.day }}
      valueFormat="DD/MM/YYYY"
      dateParser={parseDateEs}
      placeholder="dd/mm/aaaa"
      excludeDate={
        minDate || maxDate
          ? (day) => (minDate !== undefined && day < minDate) || (maxDate !== undefined && day > maxDate)
          : undefined
      }
      clearButtonProps={{
        'aria-label': typeof rest.label === 'string' ? `Borrar fecha (${rest.label})` : 'Borrar fecha',
      }}
      rightSection={<IconCalendar size={16} aria-hidden="true" />}
      ariaLabels={CALENDAR_LABELS}
      getDayAriaLabel={(day) => dayLabel.format(new Date(`${day}T00:00:00Z`))}
      onFocus={(event) => {
        setInvalidText(false);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setCalendarOpen(false);
        const text = event.currentTarget.value.trim();
        setInvalidText(text !== '' && parseDateEs(text) === null);
        onBlur?.(event);
      }}
      error={invalidText ? MESSAGES.common.invalidDate : error}
    />
  );
}
