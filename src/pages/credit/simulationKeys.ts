/** The react-query key of a prospect's simulation history, shared by the sheet that adds to it and the list that shows it. */
export const simulationsKey = (id_prospect: number) => ['credit-simulations', id_prospect];
