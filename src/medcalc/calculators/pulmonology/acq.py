"""Asthma Control Questionnaire (ACQ): registered as unavailable (licensed questionnaire)."""

from medcalc.core import Reference, UnavailableCalculator

JUNIPER_1999 = Reference(
    "Juniper EF, O'Byrne PM, Guyatt GH, Ferrie PJ, King DR. Development and validation of a "
    "questionnaire to measure asthma control. Eur Respir J. 1999;14(4):902-907.",
    doi="10.1034/j.1399-3003.1999.14d29.x")
MAPI_ACQ = Reference(
    "Mapi Research Trust, ePROVIDE: Asthma Control Questionnaire (ACQ): copyright and "
    "conditions of use of QOL Technologies' questionnaires.",
    url="https://eprovide.mapi-trust.org/instruments/asthma-control-questionnaire")
QOLTECH = Reference(
    "QOL Technologies Ltd (Professor Elizabeth Juniper): Asthma Control Questionnaire.",
    url="http://www.qoltech.co.uk/acq.html")

CALCULATOR = UnavailableCalculator(
    id="acq",
    name="Asthma Control Questionnaire (ACQ)",
    aliases=["ACQ (Asthma Control Questionnaire)", "ACQ-7", "ACQ-6", "ACQ-5",
             "Juniper Asthma Control Questionnaire"],
    specialty="pulmonology",
    description=("Asthma control over the past week from symptom, rescue-bronchodilator and "
                 "FEV1 items, each 0-6, averaged (0 totally controlled - 6 severely "
                 "uncontrolled)."),
    keywords=["asthma control", "uncontrolled asthma", "asthma symptoms", "rescue inhaler use",
              "reliever use", "asthma questionnaire", "asthma review"],
    owner="QOL Technologies Ltd (Professor Elizabeth F. Juniper); electronic versions "
          "distributed by Mapi Research Trust",
    reason=("The ACQ is copyrighted by QOL Technologies: its questionnaires 'may not be "
            "altered, sold, translated into another language or adapted for another medium "
            "(e.g., computer, internet) without Professor Elizabeth Juniper's permission through "
            "Mapi Research Trust', and for electronic versions 'a license agreement must be "
            "completed and a User fee is required to all users (commercial & academic users)' "
            "(Mapi Research Trust, ePROVIDE). This library therefore does not reproduce the "
            "ACQ items or scoring. A licensed user can average the item scores themselves."),
    alternatives=[],
    references=[JUNIPER_1999, MAPI_ACQ, QOLTECH],
    notes=("No open alternative is listed: the Asthma Control Test (ACT) is also licensed "
           "(copyright QualityMetric Incorporated, developed with GSK; its user's guide states "
           "that any organisation or individual wishing to use or reproduce it must obtain a "
           "license). The GINA symptom-control assessment (four yes/no questions in the GINA "
           "report) is a guideline tool not in the catalog."),
)
