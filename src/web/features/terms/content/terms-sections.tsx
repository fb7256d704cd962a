import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FREE_GENERATIONS_PER_MONTH, FREE_SAVED_RECIPES } from '../../../../domain/limits.ts';
import { paths } from '../../../paths.ts';

export type TTermsSection = {
  id: string;
  title: string;
  body: ReactNode;
};

export const TERMS_LAST_UPDATED = 'May 31, 2025';

export const TERMS_SECTIONS: readonly TTermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    body: (
      <>
        <p>
          These Terms and Conditions govern your use of Forkcast, the AI-powered recipe generator and meal planner available on this website (the “Service”). By
          creating an account or using the Service you agree to these terms. If you do not agree, please do not use the Service.
        </p>
        <p>“We”, “us” and “our” mean the operators of this Forkcast installation; “you” means the person using it.</p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and Minimum Age',
    body: (
      <p>
        You must be at least 13 years old to use the Service. If you are under the age of majority where you live, you may use the Service only with the
        involvement and consent of a parent or legal guardian, who accepts these terms on your behalf. We delete accounts we learn belong to children under 13.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your Account',
    body: (
      <>
        <p>
          A free account is required to generate recipes. You agree to give a valid e-mail address, to verify it, and to keep your password confidential. You
          are responsible for everything that happens under your account; tell us at once if you believe it has been used without your permission.
        </p>
        <p>
          You may change your name, e-mail address and password, or delete your account, at any time from Settings. Deleting your account removes your profile,
          saved recipes, meal plans and cart.
        </p>
      </>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Plans, Subscriptions and Cancellation',
    body: (
      <>
        <p>
          The Free plan includes {FREE_GENERATIONS_PER_MONTH} AI-generated recipes per calendar month and up to {FREE_SAVED_RECIPES} saved recipes. The Pro
          plan, billed monthly or yearly, removes these limits and adds the features listed on the <Link to={paths.pricing}>Pricing</Link> page. Prices are
          shown before you pay and include any taxes we are required to charge.
        </p>
        <p>
          Subscriptions renew automatically at the end of each billing period until cancelled. You can cancel at any time from Settings; you keep Pro features
          until the end of the period you have already paid for, and you are not charged again. Except where the law requires otherwise, payments are not
          refundable for partial periods. Payments are handled by our card payment provider; we never see or store your full card number.
        </p>
      </>
    ),
  },
  {
    id: 'ai-content',
    title: 'AI-Generated Content and Allergy Disclaimer',
    body: (
      <>
        <p>
          Recipes, images, nutrition figures and shopping lists are produced by artificial intelligence and public food databases. They can be incomplete or
          wrong: quantities, cooking times, temperatures and nutrition values are estimates, and generated images are illustrations, not photographs of a tested
          dish.
        </p>
        <p>
          <strong>
            The Service is not medical, dietary or allergy advice. Dietary restrictions you set guide the AI but cannot guarantee that a recipe is free of an
            allergen.
          </strong>{' '}
          If you or anyone you cook for has a food allergy, intolerance or medical condition, always read ingredient labels, check every recipe yourself and
          consult a qualified professional when in doubt. Follow safe food-handling practices, and cook meat, fish and eggs to safe internal temperatures.
        </p>
      </>
    ),
  },
  {
    id: 'user-content',
    title: 'Your Content',
    body: (
      <>
        <p>
          You keep ownership of the prompts, recipes, ratings, notes and messages you add to the Service (“Your Content”). You give us a limited licence to
          store, process and display Your Content only to run the Service for you, including sending prompts to our AI providers to generate recipes.
        </p>
        <p>
          You must not submit content that is unlawful, infringes someone else’s rights, or is abusive. When you import a recipe from a web address, you are
          responsible for having the right to use it. We may remove content that breaks these terms.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing Recipes',
    body: (
      <p>
        When you share a recipe, we create a copy reachable by a link. Anyone you give the link to, and anyone they pass it on to, can open that copy while
        signed in. Do not share recipes containing personal information. Later changes to your saved recipe do not change a copy you have already shared.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        We collect only what we need to run the Service: your name, e-mail address, dietary preferences, saved recipes, meal plans, cart, messages to support,
        and basic usage counts for plan limits. We do not sell your personal information. Your password is stored only as a secure hash. Prompts and ingredient
        lists are sent to our AI and nutrition providers to produce results. You can ask us for a copy of your data, or delete your account and its data, at any
        time.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and Limitation of Liability',
    body: (
      <>
        <p>
          The Service is provided “as is” and “as available”, without warranties of any kind, express or implied, including fitness for a particular purpose and
          non-infringement. We do not promise that it will be uninterrupted or error-free.
        </p>
        <p>
          To the fullest extent the law allows, we are not liable for any indirect, incidental, special or consequential damages, or for any illness, injury or
          loss arising from preparing or eating food based on content from the Service. Our total liability for any claim is limited to the amount you paid us
          in the twelve months before the claim, or US$50 if you paid nothing.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to the Service and These Terms',
    body: (
      <p>
        We may improve, change or discontinue features of the Service. We may also update these terms; the date at the top of this page shows the latest
        version. If a change materially affects you, we will tell you by e-mail or in the app before it takes effect. Continuing to use the Service after that
        means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and Termination',
    body: (
      <p>
        You may stop using the Service and delete your account at any time. We may suspend or close an account that breaks these terms, misuses the Service (for
        example by automated scraping or attempts to get around plan limits), or puts other users at risk. If we close a paid account without cause, we refund
        the unused part of the current period.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Contact',
    body: (
      <>
        <p>
          These terms are governed by the laws of the State of Indiana, United States, without regard to its conflict-of-law rules. Any dispute will be resolved
          in the state or federal courts located in Indiana, and you and we consent to their jurisdiction, unless the law of the country where you live gives
          you the right to bring claims at home.
        </p>
        <p>
          Questions about these terms? <Link to={paths.contact}>Contact us</Link> and we will get back to you.
        </p>
      </>
    ),
  },
];
