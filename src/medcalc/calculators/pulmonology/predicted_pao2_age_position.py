"""Predicted PaO2 by age and body position: registered as unavailable, the supine equation's
source not established."""

from medcalc.core import Reference, UnavailableCalculator

MELLEMGAARD_1966 = Reference(
    "Mellemgaard K. The alveolar-arterial oxygen difference: its size and components in normal "
    "man. Acta Physiol Scand. 1966;67(1):10-20.")
SORBINI_1968 = Reference(
    "Sorbini CA, Grassi V, Solinas E, Muiesan G. Arterial oxygen tension in relation to age in "
    "healthy subjects. Respiration. 1968;25(1):3-13.")

CALCULATOR = UnavailableCalculator(
    id="predicted_pao2_age_position",
    name="Predicted PaO2 by Age and Body Position",
    aliases=["Predicted Arterial PaO2 by Age and Body Position",
             "动脉血氧分压预测值（根据年龄、体位估算）", "动脉血氧分压预测值",
             "age-predicted PaO2", "normal PaO2 for age"],
    specialty="pulmonology",
    description=("Expected arterial PO2 breathing room air for a healthy person of a given age, "
                 "sitting or supine."),
    keywords=["PaO2", "expected PaO2", "normal arterial oxygen tension", "age", "hypoxaemia",
              "supine", "sitting", "arterial blood gas reference value"],
    why="source_not_established",
    owner="Mellemgaard 1966 (sitting); the supine equation's authorship is disputed "
          "(Sorbini 1968 or another study)",
    reason=("Only the sitting equation is attributed consistently (104.2 - 0.27 x age mmHg, "
            "Mellemgaard 1966, as quoted by secondary sources; its coefficients are not in the "
            "abstract). For supine, sources give 109 - 0.43 x age (attributed to Sorbini 1968) "
            "or 103.5 - 0.42 x age (unattributed), about 5 mmHg apart at every age, and neither "
            "paper's text could be read to settle which one the calculator uses."),
    alternatives=["a_a_o2_gradient"],
    references=[MELLEMGAARD_1966, SORBINI_1968],
    notes=("Cerveri 1995 (Am J Respir Crit Care Med 152:934) found PaO2 stops falling with age "
           "after 70-74 years (mean 83.4 mmHg at >= 75), so any linear equation overstates the "
           "fall in the very old."),
)
