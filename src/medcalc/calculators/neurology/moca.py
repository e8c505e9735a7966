"""Montreal Cognitive Assessment (MoCA): registered as unavailable (licensed instrument)."""

from medcalc.core import Reference, UnavailableCalculator

NASREDDINE_2005 = Reference(
    "Nasreddine ZS, Phillips NA, Bédirian V, Charbonneau S, Whitehead V, Collin I, Cummings JL, "
    "Chertkow H. The Montreal Cognitive Assessment, MoCA: a brief screening tool for mild "
    "cognitive impairment. J Am Geriatr Soc. 2005;53(4):695-699.",
    doi="10.1111/j.1532-5415.2005.53221.x", url="https://pubmed.ncbi.nlm.nih.gov/15817019/")
MOCA_TRAINING = Reference(
    "MoCA Cognition (Ziad Nasreddine, MoCA copyright owner): mandatory MoCA test training and "
    "certification (from 1 September 2019; access restricted to certified raters after 2020).",
    url="https://mocacognition.com/fr/mandatory-moca-test-training/")
MOCA_COPYRIGHT_2024 = Reference(
    "MoCA Cognition press release, 13 February 2024: the MoCA Test is a copyrighted work owned "
    "by MoCA Cognition and cannot be reproduced or distributed, in whole or in part, without "
    "express permission; administration, scoring and interpretation require training and "
    "certification.",
    url="https://www.prnewswire.com/news-releases/presidents-cognition-and-appropriate-use-of-the-moca-test-content-302060241.html")

CALCULATOR = UnavailableCalculator(
    id="moca",
    name="Montreal Cognitive Assessment (MoCA)",
    aliases=["MoCA", "Montreal Cognitive Assessment", "MoCA test"],
    specialty="neurology",
    description=("30-point clinician-administered screening test for mild cognitive impairment "
                 "(visuospatial/executive, naming, memory, attention, language, abstraction, "
                 "delayed recall, orientation; +1 for 12 years of education or less)."),
    keywords=["mild cognitive impairment", "MCI", "dementia screening", "cognitive screening",
              "Alzheimer disease", "cognitive test"],
    owner="MoCA Cognition / Dr Ziad Nasreddine (copyright owner of the MoCA Test)",
    reason=("The MoCA is copyrighted by MoCA Cognition: it may not be reproduced or "
            "distributed, in whole or in part, without express permission, and since 2019-2020 "
            "administration, scoring and interpretation are restricted to raters who have "
            "completed the owner's paid training and certification; research and commercial "
            "use need permission. A library distributing its items and scoring rules falls "
            "under these restrictions, so this library does not implement it. A certified "
            "rater adds the section points from the official form (and the education point) "
            "as the official instructions direct."),
    alternatives=["iqcode", "four_at"],
    references=[NASREDDINE_2005, MOCA_TRAINING, MOCA_COPYRIGHT_2024],
    notes=("Searched: the MoCA owner's training and permission pages, the 2024 copyright "
           "statement, and CamCOPS documentation of the MoCA's permissions (reproducible "
           "without permission for non-commercial clinical use until 2019; now restricted). "
           "Open alternatives here: the IQCODE (informant questionnaire on cognitive decline, "
           "free to use) and the 4AT (delirium and cognitive impairment screen, free to use). "
           "The MedMCP-Calc dev answer for the MoCA (task medmcp-calc_051_a4f9642d, 23 points) "
           "is therefore not recomputed."),
)
