import type { PlanId } from '@fitthali/domain/plans';
import { quoteWithPrice } from '@fitthali/domain/pricing';
import { type FormEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CalendarIcon, ChefHatIcon, TruckIcon } from '../../../components/ui/icons';
import { PlanIcon } from '../../../components/ui/plan-icon';
import { PLAN_AUDIENCES, PLAN_TITLES } from '../../../content/plan-titles';
import { providePageState } from '../../../i18n/page-state';
import { readToken } from '../../../lib/auth-storage';
import { formatRupees } from '../../../lib/format';
import { ThisWeeksMenu } from '../../menus/components/this-weeks-menu';
import { getTrialUsed } from '../api/get-trial-used';
import { usePlanCatalogue } from '../hooks/use-plan-catalogue';
import { mealPrice } from '../lib/catalogue';
import {
  type ChoiceAction,
  choicesReducer,
  defaultChoices,
  type OrderChoices,
} from '../lib/order-choices';
import { hasDraft } from '../lib/order-draft-key';
import { ORDER_FIELDS } from '../lib/order-fields';
import { OrderOptions } from './order-options';
import '../ordering.css';
import { LocaleLink as Link, useLocalePath } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { translateWith } from '../../../i18n/with-element';

const loadCheckout = () => import('../lib/plan-checkout');

function signedIn(): boolean {
  try {
    return readToken() !== null;
  } catch {
    return false;
  }
}

/**
 * A plan page (SPEC §2.10): what the plan is, then its order form with Subscribe, 3 day Trial and
 * View My Meal Plans, then this week's menu. Subscribe and the trial both need a login
 * (docs/decisions.md): a visitor goes to /login, which brings them back here with their choices
 * kept.
 */
export function PlanOrderPage({ planId }: { planId: PlanId }) {
  const navigate = useNavigate();
  const location = useLocation();
  const formTitleId = useId();
  const t = useT('plans');
  const localePath = useLocalePath();
  const formRef = useRef<HTMLFormElement>(null);
  const trialNoteId = useId();
  const { catalogue } = usePlanCatalogue();
  const [choices, dispatch] = useReducer(choicesReducer, planId, (id) => defaultChoices(id));
  const [problem, setProblem] = useState('');
  const [ready, setReady] = useState(false);
  // Why the trial is off, once the server says it was used (the sentence loads with that answer).
  const [trialUsedNote, setTrialUsedNote] = useState<string | null>(null);
  const trialUsed = trialUsedNote !== null;
  const plan = catalogue[planId];

  // One 3 day trial per phone number: a customer who has had it sees why the button is off.
  useEffect(() => {
    if (!signedIn()) return;
    const controller = new AbortController();
    void getTrialUsed(controller.signal)
      .then(async (used) => (used ? (await loadCheckout()).trialUsedNote() : null))
      .then((note) => {
        if (!controller.signal.aborted) setTrialUsedNote(note);
      });
    return () => controller.abort();
  }, []);

  // Prerendered HTML has the defaults; choices made before a login detour come back here, and
  // so do choices in the address (the language switch carries them to the page's twin).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const fromAddress = params.get(ORDER_FIELDS.plan) === planId;
    if (!hasDraft() && !fromAddress) {
      setReady(true);
      return;
    }
    let live = true;
    void Promise.all([loadCheckout(), import('../lib/order-query')]).then(
      ([{ readDraft, trialStartDate }, { choicesFromQuery }]) => {
        if (!live) return;
        const draft = readDraft();
        const chosen = fromAddress
          ? choicesFromQuery(params, trialStartDate)
          : draft?.choices.planId === planId
            ? draft.choices
            : null;
        if (chosen) dispatch({ type: 'replace', value: chosen });
        setReady(true);
      },
    );
    return () => {
      live = false;
    };
  }, [planId]);

  // The language switch asks for the choices as the form would send them.
  useEffect(
    () =>
      providePageState(() => {
        const form = formRef.current;
        if (!form) return '';
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(form)) {
          if (typeof value === 'string') params.append(name, value);
        }
        return params.toString();
      }),
    [],
  );

  // A problem should not linger once the customer changes something.
  const update = (action: ChoiceAction) => {
    setProblem('');
    dispatch(action);
  };

  const price = mealPrice(catalogue, planId, choices.duration, choices.mealOption);
  const quote = quoteWithPrice({ pricePerMeal: price, slot: choices.slot, days: choices.duration });

  const proceed = async (next: OrderChoices) => {
    const { checkOutPlan } = await loadCheckout();
    const checked = checkOutPlan(next, catalogue);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    const { draft } = checked;
    if (!signedIn()) {
      navigate(localePath('/login'), { state: { from: location } });
      return;
    }
    navigate(localePath('/subscribe-confirm'), { state: { order: draft } });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { submitter } = event.nativeEvent as SubmitEvent;
    if (submitter instanceof HTMLButtonElement && submitter.name === ORDER_FIELDS.trial) {
      void startTrial();
    } else {
      void proceed(choices);
    }
  };

  const startTrial = async () => {
    const { trialStartDate } = await loadCheckout();
    const trial = choicesReducer(choices, {
      type: 'trial',
      startDate: trialStartDate(choices.slot),
    });
    update({ type: 'replace', value: trial });
    await proceed(trial);
  };

  const startDateForTrial = async () => (await loadCheckout()).trialStartDate(choices.slot);

  return (
    <>
      <section className={`plan-order plan-order--${planId}`}>
        <div className="container plan-order__inner">
          <div className="plan-order__intro">
            <p className="plan-order__badge">
              <PlanIcon planId={planId} size={26} />
              <span className="eyebrow">{t(PLAN_AUDIENCES[planId])}</span>
            </p>
            <h1 className="plan-order__title">{t(PLAN_TITLES[planId])}</h1>
            <p className="lead">{t(plan.description)}</p>
            <p className="plan-order__from">
              {translateWith(
                t,
                'Starting at {price}/meal',
                'price',
                <strong>{formatRupees(plan.startingPrice)}</strong>,
              )}
            </p>
            <ul className="plan-order__perks">
              <li>
                <ChefHatIcon size={20} />
                {t('Planned by nutritionists, cooked fresh by our chefs')}
              </li>
              <li>
                <TruckIcon size={20} />
                {t('Delivered daily across Odisha, lunch, dinner or both')}
              </li>
              <li>
                <CalendarIcon size={20} />
                {t('Every day or only the weekdays you pick')}
              </li>
            </ul>
            <Link to="/meal-plan" className="text-link">
              {t('Compare all plans')}
            </Link>
          </div>

          {/* A plain GET form to the confirm page (decision 144): a tap on Subscribe or the trial
            before the page's scripts start submits it as HTML, and /subscribe-confirm reads the
            choices from its address (and sends a visitor to /login first). Once the app is live,
            onSubmit handles it without leaving the page's state. data-ready marks it live. */}
          <form
            ref={formRef}
            className="order-card plan-order__form"
            aria-labelledby={formTitleId}
            method="get"
            action={localePath('/subscribe-confirm')}
            onSubmit={onSubmit}
            data-ready={ready || undefined}
            // The first touch of the form fetches what Subscribe and the trial need (decision 82).
            onFocusCapture={() => void loadCheckout()}
            noValidate
          >
            <input type="hidden" name={ORDER_FIELDS.plan} value={planId} />
            <h2 className="order-card__title" id={formTitleId}>
              {t('Build your plan')}
            </h2>
            <OrderOptions
              choices={choices}
              dispatch={update}
              catalogue={catalogue}
              startDateForTrial={startDateForTrial}
            />
            <div className="plan-quote" aria-live="polite" aria-atomic="true">
              <p className="plan-quote__line">
                {t('{price}/meal × {meals} meals', {
                  price: formatRupees(quote.pricePerMeal),
                  meals: quote.totalMeals,
                })}
              </p>
              <p className="plan-quote__total">
                <span>{t('Total')}</span> {formatRupees(quote.total)}
              </p>
            </div>
            <div role="alert" className="order-alert">
              {problem ? <p className="inline-error">{problem}</p> : null}
            </div>
            <div className="plan-order__actions">
              <button type="submit" className="btn btn--primary btn--lg">
                {t('Subscribe')}
              </button>
              <button
                type="submit"
                name={ORDER_FIELDS.trial}
                value="yes"
                className="btn btn--accent btn--lg"
                disabled={trialUsed}
                aria-describedby={trialUsed ? trialNoteId : undefined}
              >
                {t('3 day Trial')}
              </button>
              <Link to="/my-meal-plans" className="btn btn--ghost btn--lg plan-order__menu-link">
                {t('View My Meal Plans')}
              </Link>
            </div>
            {trialUsed ? (
              <p className="plan-order__trial-used" id={trialNoteId}>
                {trialUsedNote}
              </p>
            ) : null}
            <p className="plan-order__note">
              {t('You choose the start date, address and payment on the next step.')}
            </p>
          </form>
        </div>
      </section>
      {/* What the chosen meal option serves this week, from the published menu (decision 176). */}
      <ThisWeeksMenu planId={planId} mealOption={choices.mealOption} />
    </>
  );
}
