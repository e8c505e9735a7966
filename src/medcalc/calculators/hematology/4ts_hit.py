"""4Ts score: pretest probability of heparin-induced thrombocytopenia (Lo et al., JTH 2006)."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version, from_category, points_total

LO_2006 = Reference(
    "Lo GK, Juhl D, Warkentin TE, Sigouin CS, Eichler P, Greinacher A. Evaluation of pretest "
    "clinical score (4 T's) for the diagnosis of heparin-induced thrombocytopenia in two clinical "
    "settings. J Thromb Haemost. 2006;4(4):759-765.",
    doi="10.1111/j.1538-7836.2006.01787.x", url="https://pubmed.ncbi.nlm.nih.gov/16634744/")
CUKER_2012 = Reference(
    "Cuker A, Gimotty PA, Crowther MA, Warkentin TE. Predictive value of the 4Ts scoring system "
    "for heparin-induced thrombocytopenia: a systematic review and meta-analysis. Blood. "
    "2012;120(20):4160-4167 (negative predictive value of a low score 0.998; positive predictive "
    "value of an intermediate score 0.14 and of a high score 0.64).",
    doi="10.1182/blood-2012-07-443051", url="https://pubmed.ncbi.nlm.nih.gov/22990018/")
MDCALC = Reference("MDCalc. 4Ts Score for Heparin-Induced Thrombocytopenia.")

# Item labels differ from MDCalc's field labels on purpose: a field label names the category
# feature, whose parser reads the option "None" as a choice (an item answer "None" is read as
# not given by the core).
# Each category scores 0, 1 or 2 (Lo 2006 Table 1; wording paraphrased). Aliases: MDCalc's option
# texts and short forms.
THROMBOCYTOPENIA = Category(
    name="thrombocytopenia", description="Thrombocytopenia: size of the platelet fall and nadir",
    labels=("Thrombocytopenia",),
    choices=(
        Choice("fall_gt50_nadir_ge20", "Platelet fall > 50% and nadir >= 20 x 10^9/L", 2,
               aliases=("Platelet count fall >50% and platelet nadir ≥20",
                        "Platelet count fall >50% and nadir ≥20", ">50% fall and nadir ≥20")),
        Choice("fall_30_50_or_nadir_10_19", "Platelet fall 30-50% or nadir 10-19 x 10^9/L", 1,
               aliases=("Platelet count fall 30-50% or platelet nadir 10-19",
                        "Platelet count fall 30-50% or nadir 10-19", "30-50% fall or nadir 10-19",
                        "Platelet fall >50% directly resulting from surgery")),
        Choice("fall_lt30_or_nadir_lt10", "Platelet fall < 30% or nadir < 10 x 10^9/L", 0,
               aliases=("Platelet count fall <30% or platelet nadir <10",
                        "Platelet count fall <30% or nadir <10", "<30% fall or nadir <10")),
    ))
TIMING = Category(
    name="timing", description="Timing of the platelet fall (first day of heparin = day 0)",
    labels=("Timing of platelet count fall", "Timing of onset of platelet fall"),
    choices=(
        Choice("clear_day_5_10", "Clear onset days 5-10, or fall within 1 day with heparin "
               "exposure in the past 30 days", 2,
               aliases=("Clear onset between days 5-10 or platelet fall ≤1 day (prior heparin "
                        "exposure within 30 days)", "Clear onset between days 5-10",
                        "Clear onset between days 5-10 after heparin start",
                        "Platelet fall ≤1 day (prior heparin exposure within 30 days)")),
        Choice("consistent_day_5_10", "Consistent with days 5-10 but not clear (e.g. missing "
               "counts), onset after day 10, or fall within 1 day with heparin exposure 30-100 "
               "days ago", 1,
               aliases=("Consistent with days 5-10 fall, but not clear (e.g. missing platelet "
                        "counts)", "Consistent with days 5-10 fall but not clear",
                        "Onset after day 10",
                        "Fall ≤1 day (prior heparin exposure 30-100 days ago)")),
        Choice("early_no_exposure", "Fall within 4 days without recent heparin exposure", 0,
               aliases=("Platelet fall <4 days without recent exposure",
                        "Platelet count fall <4 days without recent heparin exposure",
                        "Platelet fall ≤4 days without recent exposure")),
    ))
THROMBOSIS = Category(
    name="thrombosis", description="Thrombosis or other sequelae of HIT",
    labels=("Thrombosis or other sequelae", "Thrombosis or other sequelae (e.g. skin lesions)"),
    choices=(
        Choice("new_thrombosis", "New (confirmed) thrombosis, skin necrosis, or acute systemic "
               "reaction after an intravenous heparin bolus", 2,
               aliases=("Confirmed new thrombosis, skin necrosis, or acute systemic reaction "
                        "after IV unfractionated heparin bolus", "New thrombosis",
                        "Skin necrosis", "Acute systemic reaction after IV heparin bolus")),
        Choice("progressive_or_suspected", "Progressive or recurrent thrombosis, non-necrotizing "
               "(erythematous) skin lesions, or suspected thrombosis not yet proven", 1,
               aliases=("Progressive or recurrent thrombosis, non-necrotizing (erythematous) "
                        "skin lesions, or suspected thrombosis (not proven)",
                        "Progressive or recurrent thrombosis", "Suspected thrombosis",
                        "Erythematous skin lesions")),
        Choice("none", "None", 0, aliases=("No thrombosis", "None apparent")),
    ))
OTHER_CAUSES = Category(
    name="other_causes", description="Other causes of thrombocytopenia",
    labels=("Other causes for thrombocytopenia", "Other causes of thrombocytopenia",
            "oTher causes for thrombocytopenia"),
    choices=(
        Choice("none_apparent", "None apparent", 2, aliases=("No other cause", "None")),
        Choice("possible", "Possible", 1, aliases=("Possible other cause",)),
        Choice("definite", "Definite", 0, aliases=("Definite other cause",)),
    ))

ITEMS = (
    from_category(THROMBOCYTOPENIA, "Thrombocytopenia: platelet fall and nadir"),
    from_category(TIMING, "Timing of the platelet fall"),
    from_category(THROMBOSIS, "Thrombosis or other sequelae of HIT"),
    from_category(OTHER_CAUSES, "Other cause of the thrombocytopenia"),
)
four_ts = points_total(ITEMS)


def interpret(score):
    if score <= 3:
        return ("low probability of HIT (4Ts 0-3; negative predictive value 99.8% in Cuker "
                "2012): HIT unlikely")
    if score <= 5:
        return ("intermediate probability of HIT (4Ts 4-5; positive predictive value about 14%): "
                "test for HIT antibodies; consider a non-heparin anticoagulant")
    return ("high probability of HIT (4Ts 6-8; positive predictive value about 64%): stop "
            "heparin, start a non-heparin anticoagulant, test for HIT antibodies")


CALCULATOR = Calculator(
    id="4ts_hit",
    name="4Ts Score for Heparin-Induced Thrombocytopenia",
    aliases=["4Ts score", "4T score", "4 T's score", "Four Ts", "4Ts HIT"],
    specialty="hematology",
    description="Pretest probability of heparin-induced thrombocytopenia from four features "
                "(thrombocytopenia, timing, thrombosis, other causes), 0-2 points each (0-8).",
    keywords=["heparin-induced thrombocytopenia", "HIT", "thrombocytopenia", "heparin",
              "PF4 antibodies", "pretest probability",
              "probability of heparin induced low platelets",
              "platelet drop after starting heparin", "should I send a HIT antibody test",
              "clinical likelihood of HIT before lab testing", "platelet fall days after heparin",
              "stop heparin and switch anticoagulant", "immune heparin reaction with thrombosis"],
    features=[THROMBOCYTOPENIA, TIMING, THROMBOSIS, OTHER_CAUSES],
    items=list(ITEMS),
    versions=[Version("lo_2006", dt.date(2006, 4, 1), LO_2006, four_ts,
                      notes="Four categories scored 0, 1 or 2 as in Lo 2006 Table 1; 0-3 low, "
                            "4-5 intermediate, 6-8 high pretest probability.")],
    output=Output(kind="integer", unit="points", range=(0, 8)),
    interpret=interpret,
    references=[LO_2006, CUKER_2012, MDCALC],
    notes="Each category is answered by the band the clinician judges (the platelet fall and "
          "nadir are not computed from counts here). Option wording paraphrased from Lo 2006; "
          "MDCalc's option texts are accepted as aliases; the MDCalc form agrees with the "
          "source. A platelet fall > 50% directly due to surgery scores 1 (Warkentin's later "
          "table). Predictive values in the interpretation are from the Cuker 2012 "
          "meta-analysis.",
)
