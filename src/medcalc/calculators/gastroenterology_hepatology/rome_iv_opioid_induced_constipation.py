"""Rome IV diagnostic criteria for opioid-induced constipation (Lacy et al., Gastroenterology
2016): new or worse constipation with opioid start/change/increase, with >= 2 of six symptoms,
and loose stools rare without laxatives."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion
from medcalc.core.vector import where

LACY_2016 = Reference(
    "Lacy BE, Mearin F, Chang L, Chey WD, Lembo AJ, Simren M, Spiller R. Bowel disorders. "
    "Gastroenterology. 2016;150(6):1393-1407 (Rome IV, opioid-induced constipation C6).",
    doi="10.1053/j.gastro.2016.02.031", url="https://pubmed.ncbi.nlm.nih.gov/27144627/")
MDCALC = Reference("MDCalc. Rome IV Diagnostic Criteria for Opioid-Induced Constipation.")

SYMPTOMS = (
    ("straining", "Straining in more than a quarter of defecations"),
    ("hard_stools", "Lumpy or hard stools (Bristol type 1-2) in more than a quarter of "
                    "defecations"),
    ("incomplete_evacuation", "Feeling of incomplete evacuation in more than a quarter of "
                              "defecations"),
    ("anorectal_blockage", "Feeling of anorectal obstruction or blockage in more than a quarter "
                           "of defecations"),
    ("manual_maneuvers", "Manual manoeuvres to help defecation in more than a quarter of "
                         "defecations"),
    ("fewer_than_3_sbm", "Fewer than 3 spontaneous bowel movements a week"),
)
OPIOID = criterion("opioid_related_onset", "New or worse constipation on starting, changing or "
                   "increasing opioid therapy", "opioid_related_onset",
                   aliases=("New or worsening constipation when initiating, changing, or "
                            "increasing opioid therapy",))
LOOSE = criterion("loose_stools_rare", "Loose stools rare without laxatives", "loose_stools_rare",
                  aliases=("Loose stools are rarely present without the use of laxatives",))
ITEMS = (OPIOID, *(criterion(n, d, n) for n, d in SYMPTOMS), LOOSE)


def rome_iv_oic(opioid_related_onset, straining, hard_stools, incomplete_evacuation,
                anorectal_blockage, manual_maneuvers, fewer_than_3_sbm, loose_stools_rare):
    symptoms = (straining + hard_stools + incomplete_evacuation + anorectal_blockage
                + manual_maneuvers + fewer_than_3_sbm)
    met = (opioid_related_onset == 1) & (symptoms >= 2) & (loose_stools_rare == 1)
    return {"value": where(met, "Criteria met", "Criteria not met"), "symptom_count": symptoms}


def interpret(value):
    if value == "Criteria met":
        return "Rome IV criteria for opioid-induced constipation met"
    return "Rome IV criteria for opioid-induced constipation not met"


CALCULATOR = Calculator(
    id="rome_iv_opioid_induced_constipation",
    name="Rome IV Diagnostic Criteria for Opioid-Induced Constipation",
    aliases=["Rome IV opioid-induced constipation", "OIC Rome IV criteria",
             "Opioid-induced constipation criteria"],
    specialty="gastroenterology_hepatology",
    description="Opioid-induced constipation (Rome IV): constipation new or worse with opioid "
                "start/change/increase, >= 2 of six bowel symptoms, loose stools rare without "
                "laxatives.",
    keywords=["opioid-induced constipation", "OIC", "Rome IV", "constipation", "opioids",
              "constipation from opioids diagnosis", "opioid bowel dysfunction",
              "opioid-related constipation criteria", "constipation after starting opioids",
              "diagnose OIC", "opioid bowel symptoms"],
    features=[
        Boolean(name="opioid_related_onset",
                description="Constipation new or worse on starting, changing or increasing "
                            "opioid therapy"),
        *(Boolean(name=n, description=d) for n, d in SYMPTOMS),
        Boolean(name="loose_stools_rare",
                description="Loose stools rarely present without laxatives"),
    ],
    items=list(ITEMS),
    versions=[Version("rome_iv_2016", dt.date(2016, 5, 1), LACY_2016, rome_iv_oic,
                      notes="Opioid-related onset and >= 2 of 6 symptoms and loose stools rare "
                            "without laxatives.")],
    output=Output(kind="category", description="Criteria met / Criteria not met"),
    interpret=interpret,
    references=[LACY_2016, MDCALC],
    notes="The diagnostic rule of Rome IV (Lacy 2016, C6), questions paraphrased in our own "
          "words; the Rome Foundation's licensed Rome IV Diagnostic Questionnaire is not "
          "reproduced or used. Unlike functional constipation, no symptom duration is "
          "required. Under missing='absent' an unanswered symptom counts as absent.",
)
