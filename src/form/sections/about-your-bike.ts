import { calendarBounds } from '../../domain/validation'
import { REPEATER_MAX } from '../../domain/constants'
import {
  ClassOfUseChosen,
  ImportedAnswered,
  KeeperAnswered,
  KeptAtHomeAnswered,
  ModificationsAnswered,
  PurchasedAnswered,
  RegistrationKnownAnswered,
} from '../../domain/events'
import { bikeValue, businessMileage, findYourBike, keptPostcode, purchaseDate, totalMileage } from '../../domain/validation'
import type { AppState } from '../../../reducers/root'
import {
  selectIsImported,
  selectShowsAlarmType,
  selectShowsBusinessMileage,
  selectShowsImmobiliserType,
  selectShowsImportType,
  selectShowsKeptPostcode,
  selectShowsOwner,
  selectShowsPurchaseDate,
  selectShowsTrackerType,
} from '../../../reducers/proposal-selectors'
import { codeWire, dateWire, moneyWire, numberWire, postcodeWire, yesNoWire } from '../answer-values'
import { detailField, importType, named, securityFeature } from '../bindings'
import { asTyped, repeaterCheck } from '../checks'
import { ask, PILLION_YES_NO, type FormSection, SECTION_TITLES } from '../record'
import { showsVehicleLookup } from '../vehicle-lookup-mode'

const vehicle = (s: AppState) => s.proposal.risk.vehicle
const risk = (s: AppState) => s.proposal.risk

/** Section 2, About Your Bike (000 §2, §3). */
export const ABOUT_YOUR_BIKE: FormSection = {
  step: 2,
  title: SECTION_TITLES[2],
  groups: [
    {
      id: 'bike',
      heading: 'Your bike',
      questions: [
        ask({
          id: 'risk.vehicle.has_registration',
          kind: 'yes-no',
          label: "Do you know your bike's registration number?",
          ...named(RegistrationKnownAnswered, (raw) => ({ known: yesNoWire(raw) }), (s) => vehicle(s).has_registration),
          required: true,
        }),
        ask({
          id: 'risk.vehicle.abi_code',
          kind: 'vehicle-lookup',
          label: 'Find your bike',
          hint: "Enter your registration and select a vehicle, or find your bike by its make and model if you don't know the registration.",
          storedAt: 'risk.vehicle',
          visible: showsVehicleLookup,
          // Answered through the lookup's own commands; selected once a lookup found a bike or a search was confirmed.
          read: (s) => vehicle(s).abi_code,
          check: (c) => findYourBike(vehicle(c.state).abi_code),
        }),
        ask({
          kind: 'money',
          label: 'What is the market value of your bike?',
          hint: 'What it would cost to replace with one of the same make, model, age and condition today.',
          ...detailField('vehicle.value', moneyWire),
          check: (c) => bikeValue()(vehicle(c.state).value),
        }),
        ask({
          id: 'risk.vehicle.purchased.is_purchased',
          kind: 'yes-no',
          label: 'Have you bought the bike yet?',
          ...named(PurchasedAnswered, (raw) => ({ isPurchased: yesNoWire(raw) }), (s) => vehicle(s).purchased.is_purchased),
          required: true,
        }),
        ask({
          kind: 'date',
          calendar: (f) => calendarBounds('purchase-date', f),
          label: 'When did you buy it?',
          hint: 'The date you became the owner, for example 14/03/2021.',
          visible: selectShowsPurchaseDate,
          ...detailField('vehicle.purchased.date_purchased', dateWire),
          check: (c) =>
            purchaseDate({ today: c.today, vehicleYear: vehicle(c.state).year ?? null })(asTyped(vehicle(c.state).purchased.date_purchased)),
        }),
        ask({
          id: 'risk.vehicle.keeper',
          kind: 'yes-no',
          label: 'Are you the registered keeper of the bike?',
          ...named(KeeperAnswered, (raw) => ({ keeper: yesNoWire(raw) }), (s) => vehicle(s).keeper),
          required: true,
        }),
        ask({
          kind: 'select',
          label: 'Who owns the bike?',
          visible: selectShowsOwner,
          ...detailField('vehicle.owner', codeWire),
          required: true,
        }),
        ask({
          id: 'risk.vehicle.has_alarm',
          kind: 'yes-no',
          label: 'Does your bike have security markings?',
          hint: 'For example, a Datatag kit or an alarm.',
          ...securityFeature('alarm', (s) => vehicle(s).has_alarm),
          required: true,
        }),
        ask({
          kind: 'select',
          label: 'What type of security markings does it have?',
          visible: selectShowsAlarmType,
          ...detailField('vehicle.alarm', codeWire),
          required: true,
        }),
        ask({
          id: 'risk.vehicle.has_immobiliser',
          kind: 'yes-no',
          label: 'Does your bike have an immobiliser?',
          ...securityFeature('immobiliser', (s) => vehicle(s).has_immobiliser),
          required: true,
        }),
        ask({
          kind: 'select',
          label: 'What type of immobiliser is fitted?',
          visible: selectShowsImmobiliserType,
          ...detailField('vehicle.immobiliser', codeWire),
          required: true,
        }),
        ask({
          id: 'risk.vehicle.has_tracker',
          kind: 'yes-no',
          label: 'Does your bike have a tracking device?',
          ...securityFeature('tracker', (s) => vehicle(s).has_tracker),
          required: true,
        }),
        ask({
          kind: 'select',
          label: 'What type of tracking device is fitted?',
          visible: selectShowsTrackerType,
          ...detailField('vehicle.tracker', codeWire),
          required: true,
        }),
        ask({
          kind: 'yes-no',
          label: 'Will you carry pillion passengers?',
          // Inverted options (Yes stores false), so the chosen value is stored as it is.
          options: PILLION_YES_NO,
          ...detailField('vehicle.is_exclude_pillion_riders', yesNoWire),
          required: true,
        }),
        ask({
          id: 'risk.vehicle.imported',
          kind: 'yes-no',
          label: 'Is the bike an import?',
          hint: 'A bike first registered outside the UK.',
          ...named(ImportedAnswered, (raw) => ({ imported: yesNoWire(raw) }), selectIsImported),
          required: true,
        }),
        ask({
          id: 'risk.vehicle.import_type',
          kind: 'select',
          label: 'What type of import is it?',
          storedAt: 'risk.vehicle.imported',
          visible: selectShowsImportType,
          // 'No' and '' (imported, type still to choose) are no import type.
          ...importType((s) => {
            const imported = vehicle(s).imported
            return imported === 'No' || imported === '' ? null : imported
          }),
          required: true,
        }),
        ask({
          kind: 'yes-no',
          label: 'Does the bike have a sidecar?',
          ...detailField('vehicle.has_side_car', yesNoWire),
          required: true,
        }),
        ask({
          id: 'risk.vehicle.is_modified',
          kind: 'repeater',
          label: "Has the bike been modified from the manufacturer's standard?",
          hint: 'For example, a new exhaust, changes to the engine or a custom paint job.',
          repeater: {
            item: 'modification',
            itemsAt: 'risk.vehicle.modifications',
            max: REPEATER_MAX,
            count: (s) => vehicle(s).modifications.length,
          },
          ...named(ModificationsAnswered, (raw) => ({ has: yesNoWire(raw) }), (s) => vehicle(s).is_modified),
          check: (c) => repeaterCheck('vehicle.is_modified', 'modification')(vehicle(c.state).is_modified, vehicle(c.state).modifications.length),
        }),
      ],
    },
    {
      id: 'using-the-bike',
      heading: 'Using the bike',
      questions: [
        ask({
          kind: 'select',
          label: 'Where is the bike kept overnight?',
          ...detailField('vehicle.kept_location', codeWire),
          required: true,
        }),
        ask({
          id: 'risk.vehicle.is_kept_at_proposer_postcode',
          kind: 'yes-no',
          label: 'Is the bike kept overnight at your home address?',
          ...named(KeptAtHomeAnswered, (raw) => ({ atHome: yesNoWire(raw) }), (s) => vehicle(s).is_kept_at_proposer_postcode),
          required: true,
        }),
        ask({
          kind: 'postcode',
          label: 'Postcode where the bike is kept overnight',
          visible: selectShowsKeptPostcode,
          ...detailField('vehicle.kept_postcode', postcodeWire),
          check: (c) => keptPostcode(vehicle(c.state).kept_postcode),
        }),
        ask({
          id: 'risk.vehicle.class_of_use',
          kind: 'select',
          label: 'What will you use the bike for?',
          ...named(ClassOfUseChosen, (raw) => ({ classOfUse: codeWire(raw) }), (s) => vehicle(s).class_of_use),
          required: true,
        }),
        ask({
          kind: 'number',
          label: 'Annual mileage',
          hint: 'About how many miles the bike will be ridden in a year, including any business use.',
          ...detailField('total_mileage', numberWire),
          check: (c) => totalMileage(risk(c.state).total_mileage),
        }),
        ask({
          kind: 'number',
          label: 'Annual business mileage',
          hint: "How many of those miles are for business. This can't be more than your annual mileage.",
          visible: selectShowsBusinessMileage,
          ...detailField('business_mileage', numberWire),
          check: (c) => businessMileage(risk(c.state).total_mileage)(risk(c.state).business_mileage),
        }),
      ],
    },
  ],
}
