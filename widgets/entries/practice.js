// The practice trainer widget (PracticeTrainer, 08_practice and the lessons' drills).

import { renderPractice } from "../practice.js";

export default { render: renderPractice };
