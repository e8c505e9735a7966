"""Epworth Sleepiness Scale (ESS): registered as unavailable (licensed questionnaire)."""

from medcalc.core import Reference, UnavailableCalculator

JOHNS_1991 = Reference(
    "Johns MW. A new method for measuring daytime sleepiness: the Epworth sleepiness scale. "
    "Sleep. 1991;14(6):540-545.",
    doi="10.1093/sleep/14.6.540")
ESS_OFFICIAL = Reference(
    "The Official Website of the Epworth Sleepiness Scale (Dr Murray W Johns): copyright and "
    "licensing of the ESS.",
    url="http://epworthsleepinessscale.com/")
MAPI_ESS = Reference(
    "Mapi Research Trust, ePROVIDE: Epworth Sleepiness Scale (ESS), 'ESS (c) MW Johns 1990-1997. "
    "Used under License.'",
    url="https://eprovide.mapi-trust.org/instruments/epworth-sleepiness-scale")

CALCULATOR = UnavailableCalculator(
    id="epworth_sleepiness_scale",
    name="Epworth Sleepiness Scale",
    aliases=["ESS", "Epworth score", "Epworth Sleepiness Score"],
    specialty="pulmonology",
    description=("Eight-situation self-rated questionnaire of the chance of dozing (0-3 each, "
                 "total 0-24) measuring average daytime sleepiness."),
    keywords=["daytime sleepiness", "excessive daytime sleepiness", "dozing off", "sleepiness",
              "obstructive sleep apnea", "narcolepsy", "hypersomnolence", "sleep questionnaire"],
    owner=("Dr Murray W Johns (copyright (c) MW Johns 1990-1997); licensing managed worldwide by "
           "Mapi Research Trust, Lyon"),
    reason=("The ESS is copyrighted by its author (ESS (c) MW Johns 1990-1997, 'Used under "
            "License'). The official ESS website states that a license is required to use the "
            "questionnaire: Dr Johns permits use by individual people (including clinicians and "
            "researchers) free of charge, but all other users, such as corporations, government "
            "agencies and funded groups (group practices, hospitals, not-for-profit "
            "organisations, universities), must have a license, obtained through Mapi Research "
            "Trust. A calculator library distributed for use by such organisations falls under "
            "the licensed category, so this library does not reproduce the ESS. A licensed "
            "user can add up the eight item scores (0-3 each, 0-24) from the form."),
    alternatives=[],
    references=[JOHNS_1991, ESS_OFFICIAL, MAPI_ESS],
    notes=("No openly licensed sleepiness scale is in the catalog. The STOP-Bang questionnaire "
           "(obstructive sleep apnoea screening) is also proprietary (University Health "
           "Network) and registered as unavailable."),
)
