import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LoginAnswer, LoginStep } from '../../../../domain/schemas/securityRules';
import { startSession } from '../../../authProvider';
import { useEnterApp } from '../useEnterApp';
import { EnrollStep } from './EnrollStep';
import { PasswordStep } from './PasswordStep';
import { TwoStepCodeStep } from './TwoStepCodeStep';

type Props = { first: LoginStep; onRestart(): void };

/**
 * The steps a login's answer asked for after the password (docs/sessions-and-access.md, Security
 * rules), one after the other with the same challenge, until the server answers the session.
 */
export default function LoginSteps({ first, onRestart }: Props) {
  const translate = useTranslate();
  const enterApp = useEnterApp();
  const [step, setStep] = useState(first);
  const onAnswer = async (answer: LoginAnswer) => {
    if (answer.next) {
      setStep(answer.next);
      return;
    }
    startSession(answer.data[0]);
    await enterApp();
  };
  const footer = (
    <Button onClick={onRestart} sx={{ mt: 1 }}>
      {translate('app.security.login.start_over')}
    </Button>
  );
  if (step.step === 'two_step') return <TwoStepCodeStep challenge={step.challenge} onAnswer={onAnswer} footer={footer} />;
  if (step.step === 'two_step_enroll') return <EnrollStep challenge={step.challenge} onAnswer={onAnswer} footer={footer} />;
  return <PasswordStep challenge={step.challenge} minLength={step.min_password_length} onAnswer={onAnswer} footer={footer} />;
}
