"""Maternal blood volume estimator: registered as unavailable, the estimating equation behind
the form (weeks of gestation, height, weight) not established."""

from medcalc.core import Reference, UnavailableCalculator

VRICELLA_2015 = Reference(
    "Vricella LK, Louis JM, Chien E, Mercer BM. Blood volume determination in obese and "
    "normal-weight gravidas: the hydroxyethyl starch method. Am J Obstet Gynecol. "
    "2015;213(3):408.e1-408.e6 (measured near-term blood volume: 95 mL/kg normal weight, 73 "
    "mL/kg obese).")
KENNEDY_2022 = Reference(
    "Kennedy H, Haynes SL, Shelton CL. Maternal body weight and estimated circulating blood "
    "volume: a review and practical nonlinear approach. Br J Anaesth. 2022;129(5):716-725.")

CALCULATOR = UnavailableCalculator(
    id="maternal_blood_volume_estimator",
    name="Maternal blood volume estimator",
    aliases=["Maternal blood volume", "Estimated blood volume in pregnancy", "Pregnancy blood "
             "volume calculator"],
    specialty="obstetrics_gynecology",
    description=("Estimated circulating blood volume of a pregnant woman from gestational age, "
                 "height and weight."),
    keywords=["blood volume", "pregnancy", "postpartum haemorrhage", "obstetric anaesthesia",
              "estimated blood volume"],
    why="source_not_established",
    owner="origin of the online form's equation not identified",
    reason=("The recorded MDCalc-style answer (38 weeks 3 days, 165 cm, 84 kg -> 7,358.8 mL, "
            "87.6 mL/kg) matches none of the equations that could be checked: Nadler's "
            "female equation (4.56 L non-pregnant, a 61% increase would be needed), the "
            "height/weight rule quoted for term pregnancy (0.75 x (50 x height in + 25 x "
            "weight lb) = 5.9 L), a fixed 50% or AABB-table gestational increase on 65-70 "
            "mL/kg, or an interpolation of Vricella 2015's 95 / 73 mL/kg. Searched: pages "
            "('maternal blood volume estimator pregnancy weight height gestational age "
            "formula', 'Vricella blood volume obese gravidas equation'), docs and code "
            "corpora. Wave-4 recovery (w4a) also searched pages for the form itself (QxMD-"
            "style 'Weeks gestation? / Height? / Weight?' estimator, perinatology sites, "
            "Kennedy 2022's nonlinear approach, whose accepted manuscript is not stored), "
            "the code corpus for any open implementation (none), and tested further "
            "candidate equations against the recorded answer: Peck 1979 / AABB gestational "
            "percentages (136% at 40 weeks, 135.5% at 38+3 by interpolation) on Nadler, "
            "Lemmens' indexed volume (70/sqrt(BMI/22) mL/kg) or 60-75 mL/kg; linear "
            "gestational increases of 20-70% over 30-42 weeks on the same bases; and "
            "BSA-indexed volumes (Mosteller, DuBois, Haycock, Gehan, Boyd). None reproduces "
            "7,358.8 mL exactly, and a one-point fit would not identify an equation anyway. "
            "Fourth pass 2026-11-24 (r7a): pages queries for the form's "
            "wording and result ('maternal blood volume estimator weeks gestation height "
            "weight', 'EBV mL/kg pregnancy', Kennedy 2022's nonlinear approach: only its "
            "abstract and reference list are stored, the accepted manuscript is restricted), "
            "medicalalgorithms.com (only the fixed 1.5 x (50 x height in + 25 x weight lb)/2 term "
            "rule, 5.9 L here), find_string/code corpus ('maternal blood volume': no "
            "implementation; USEPA httk's Kapraun 2019 pregnancy plasma-volume model uses "
            "gestational week only, not height/weight). Checked arithmetic: Lemmens' indexed "
            "volume (59.1 mL/kg x 84 kg = 4,965 mL) x (1 + 0.5 x 269/280 days) = 7,350 mL, "
            "close to but not 7,358.8 mL, and unsupported by any citable source. "
            "No estimate is computed rather than one from an unidentified equation."),
    references=[VRICELLA_2015, KENNEDY_2022],
)
