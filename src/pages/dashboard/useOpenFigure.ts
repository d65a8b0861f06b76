import { useNavigate } from 'react-router-dom';
import type { Figure } from './figures';

/** A click on a chart's bar or slice opens the list behind that figure. */
export function useOpenFigure(figures: readonly Figure[]) {
  const navigate = useNavigate();
  return (index: number) => {
    const to = figures[index]?.to;
    if (to) navigate(to);
  };
}
