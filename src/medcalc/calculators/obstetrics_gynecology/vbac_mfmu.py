"""Vaginal birth after cesarean (MFMU Network calculator): registered as unavailable, the
current (2021, race-free) model's coefficients not established."""

from medcalc.core import Reference, UnavailableCalculator

GROBMAN_2021 = Reference(
    "Grobman WA, Sandoval G, Rice MM, et al. Prediction of vaginal birth after cesarean "
    "delivery in term gestations: a calculator without race and ethnicity. Am J Obstet Gynecol. "
    "2021;225(6):664.e1-664.e7.")
GROBMAN_2007 = Reference(
    "Grobman WA, Lai Y, Landon MB, et al. Development of a nomogram for prediction of vaginal "
    "birth after cesarean delivery. Obstet Gynecol. 2007;109(4):806-812.")

CALCULATOR = UnavailableCalculator(
    id="vbac_mfmu",
    name="Vaginal Birth After Cesarean (MFMU)",
    aliases=["VBAC calculator", "MFMU VBAC calculator", "VBAC success calculator",
             "Trial of labor after cesarean success"],
    specialty="obstetrics_gynecology",
    description=("Probability of vaginal birth after cesarean for a trial of labour at term "
                 "(MFMU Network logistic model: age, prepregnancy weight and height, indication "
                 "for the previous cesarean, obstetric history, treated chronic hypertension)."),
    keywords=["VBAC", "TOLAC", "trial of labor after cesarean", "previous cesarean",
              "MFMU"],
    why="source_not_established",
    owner="Eunice Kennedy Shriver NICHD Maternal-Fetal Medicine Units Network (Grobman WA et "
          "al., Am J Obstet Gynecol 2021)",
    reason=("The calculator in current use is the 2021 MFMU model without race and ethnicity "
            "(Grobman 2021), which replaced the 2007 model (Grobman 2007, which used African "
            "American race and Hispanic ethnicity as predictors). The 2021 model's intercept "
            "and coefficients (age, prepregnancy weight, height, arrest-disorder indication, "
            "vaginal birth before/after the cesarean, treated chronic hypertension) could not "
            "be read from the paper or another citable source. Searched: pages ('Grobman 2021 "
            "VBAC calculator without race coefficients', 'VBAC calculator 2021 formula'), "
            "docs and code corpora; found only the abstract, a secondary site listing an "
            "admission-time model of uncertain provenance, and the superseded 2007 formula. "
            "Implementing the superseded race-based 2007 model as the default would not match "
            "current practice, so nothing is computed."),
    alternatives=["bishop_score"],
    references=[GROBMAN_2021, GROBMAN_2007],
)
