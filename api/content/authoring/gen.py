# Writes api/content/topics/<lang>/*.json from the concept tables in themes*.py and phrases.py:
# one row per concept gives the word, clue and example sentence in en/ta/bm, so the three
# languages stay translations of each other. Misspellings are generated from the errors children
# make (Tamil ல/ள/ழ, ன/ண/ந, ர/ற, vowel length, doubled consonants; Malay colloquial vowels and
# final consonants; English doubled letters and vowel swaps), minus real words of the topic and
# anything on the naughty-words list. Run: python3 api/content/authoring/gen.py, then the api
# content test (test/content/bundledContent.test.ts) checks the result.
import json, os, re, sys, unicodedata
sys.path.insert(0, os.path.dirname(__file__))
ns = {}
for f in ['themes1.py','themes2.py','themes3.py','themes4.py','themes5.py','themes6.py','themes7.py','phrases.py']:
    exec(open(os.path.join(os.path.dirname(__file__), f)).read(), ns)
THEMES = ns['THEMES']; PHRASES = ns['PHRASES']
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'topics')
LANGS = ['en','ta','bm']
IDX = {'en':0,'ta':1,'bm':2}

# ---- misspellings ----
VS = {'':'ா','ா':'','ி':'ீ','ீ':'ி','ு':'ூ','ூ':'ு','ெ':'ே','ே':'ெ','ொ':'ோ','ோ':'ொ'}
CC = {'ல':'ள','ள':'ழ','ழ':'ள','ன':'ண','ண':'ன','ந':'ன','ர':'ற','ற':'ர','ச':'ஜ'}
TAMIL_CONS = set('கஙசஞடணதநபமயரலவழளறனஜஷஸஹ')
SIGNS = set('ாிீுூெேைொோௌ்')
def ta_letters(w):
    out=[]
    for ch in unicodedata.normalize('NFC', w):
        if out and (ch in SIGNS or ch=='\u0bd7') : out[-1]+=ch
        elif out and out[-1].endswith('க்') and out[-1]=='க்' and ch=='ஷ': out[-1]+=ch
        else: out.append(ch)
    return out
def ta_miss(w):
    ls = ta_letters(w); cands=[]
    # consonant confusions (ல/ள/ழ, ன/ண/ந, ர/ற): the errors Tamil teachers mark most
    for i,l in enumerate(ls):
        if l and l[0] in CC and l[0]!='ச' and not (i==0 and CC[l[0]] in 'னணளழறங'):
            cands.append(''.join(ls[:i]+[CC[l[0]]+l[1:]]+ls[i+1:]))
    # a doubled consonant written once (கொக்கு → கொகு)
    for i in range(len(ls)-1):
        if ls[i].endswith('்') and len(ls[i])==2 and ls[i+1][0]==ls[i][0]:
            cands.append(''.join(ls[:i]+ls[i+1:]))
    # short/long vowel sign swapped
    for i,l in enumerate(ls):
        if l[0] in TAMIL_CONS and not l.endswith('்'):
            sign = l[1:] if len(l)>1 else ''
            if sign in VS and i>0 or (sign in VS and sign!=''):
                cands.append(''.join(ls[:i]+[l[0]+VS[sign]]+ls[i+1:]))
    # long/short initial vowel (ஆமை → அமை)
    LONG={'அ':'ஆ','ஆ':'அ','இ':'ஈ','ஈ':'இ','உ':'ஊ','ஊ':'உ','எ':'ஏ','ஏ':'எ','ஒ':'ஓ','ஓ':'ஒ'}
    if ls and ls[0] in LONG: cands.append(LONG[ls[0]]+''.join(ls[1:]))
    # ஐ-sign written as அய் at the end (தலை → தலய்), ஐ/எ sign confusion
    if ls and ls[-1].endswith('ை'): cands.append(''.join(ls[:-1])+ls[-1][0]+'ய்'); cands.append(''.join(ls[:-1])+ls[-1][0]+'ெ')
    # மெய் at the end confused: ம்/ன் (பயம் → பயன்-like slips) and ய்/ல்
    if ls and ls[-1] in ('ம்','ன்','ண்','ய்','ல்'):
        for alt in {'ம்':['ன்','ங்'],'ன்':['ண்','ம்'],'ண்':['ன்','ந்'],'ய்':['ல்','ள்'],'ல்':['ள்','ழ்']}[ls[-1]]: cands.append(''.join(ls[:-1])+alt)
    # a single stop written doubled (பசு → பச்சு)
    for i in range(1,len(ls)):
        if ls[i][0] in 'கசடதபற' and not ls[i-1].endswith('்') and ls[i-1][0] in TAMIL_CONS|set('அஆஇஈஉஊஎஏஐஒஓ'):
            cands.append(''.join(ls[:i]+[ls[i][0]+'்']+ls[i:]))
    return cands
def en_miss(w):
    c=[]
    for m in re.finditer(r'([a-z])\1', w): c.append(w[:m.start()]+w[m.start()+1:])
    for pat,rep in [('ie','ei'),('ei','ie'),('ph','f'),('ck','k'),('our','or'),('tion','shun'),('ture','cher'),('ea','ee'),('oo','u'),('ou','ow'),('igh','i'),('wh','w'),('kn','n'),('ue','u')]:
        if pat in w: c.append(w.replace(pat,rep,1))
    if w.endswith('e') and len(w)>3: c.append(w[:-1])
    for i,ch in enumerate(w):
        if ch in 'aeiou' and i>0 and w[i-1] not in 'aeiou' and (i+1==len(w) or w[i+1] not in 'aeiou'):
            for r in {'a':'e','e':'a','i':'e','o':'u','u':'o'}[ch]:
                c.append(w[:i]+r+w[i+1:])
            break
    for m in re.finditer(r'(?<=[aeiou])([bdfglmnprt])(?=[aeiouy])', w): c.append(w[:m.start()]+m.group(1)*2+w[m.end():])
    for i,ch in enumerate(w):
        if ch in 'aeiou' and i>0 and w[i-1] not in 'aeiou' and (i+1==len(w) or w[i+1] not in 'aeiou'):
            for r in {'a':'u','e':'i','i':'y','o':'a','u':'a'}[ch]: c.append(w[:i]+r+w[i+1:])
    if re.search(r'[aeiou][bdgkmnpt]$', w): c.append(w+w[-1])
    for pat,rep in [('er','a'),('ar','er'),('ai','ay'),('ay','ai'),('ow','ou'),('ey','ay'),('ee','ea'),('th','f'),('ch','sh'),('sh','ch'),('g','j'),('s','z'),('c','s')]:
        if pat in w: c.append(w.replace(pat,rep,1))
    return c
def bm_miss(w):
    c=[]
    for pat,rep in [(r'ai\b','e'),(r'au\b','o'),(r'i([kr])\b',r'e\1'),(r'u([kr])\b',r'o\1'),(r'ng\b','n'),('sy','s'),(r'h\b',''),(r'k\b',''),('ny','n'),('kh','k')]:
        n=re.sub(pat,rep,w,count=1)
        if n!=w: c.append(n)
    m=re.match(r'([bcdfgjklmnprstw])e([bcdfgjklmnprstw][aeiou])', w)
    if m: c.append(w[:1]+w[2:])
    for pat,rep in [(r'u([^aeiou]*)$',r'o\1'),(r'e([^aeiou]*)$',r'i\1'),(r'e',r'a'),(r'o',r'u'),(r'([aiu])([bdgkmnpst])$',r'\1\2\2'),(r'^([a-z]+)(an|ang)\b',r'\1\2g'),(r'i([^aeiou]*)$',r'e\1'),('c','ch'),(r'a([^aeiou]*)$',r'e\1'),(r'([bdgklmnprst])\1',r'\1'),(r'^([bdgjklmnprst])([aiu])([bdgjklmnprst])([aiu])',r'\1\2\3\3\4')]:
        n=re.sub(pat,rep,w,count=1)
        if n!=w: c.append(n)
    for i,ch in enumerate(w):
        if ch in 'aiu' and i>0:
            c.append(w[:i]+{'a':'e','i':'e','u':'o'}[ch]+w[i+1:]); break
    return c
TOPIC_WORDS=set()
NAUGHTY=set(x.lower() for x in json.load(open(os.path.join(HERE, '..', '..', 'node_modules', 'naughty-words', 'en.json'))))
MANUAL={'aunt':['aunte','arnt'],'friend':['freind','frend'],'angry':['angery','angrey'],'boat':['bote','boatt'],'hair':['hiar','hayr'],'tea':['tee','tae'],'leaf':['leef','lief'],'blue':['blu','bleu'],'heart':['hart','heert'],'ear':['eer','eare'],'owl':['oul','owel'],
 'தம்பி':['தன்பி','தம்பீ'],'நஞ்சு':['நன்சு','நஞ்சூ'],'doktor':['doctor','duktor'],'ungu':['unggu','ungo'],'ular':['ulaar','uler'],'ibu':['ebu','ibo'],'april':['aprel','apirl'],'ogos':['ugos','ogus'],'aur':['aor','aurr']}
def misspell(lang, w, n=3):
    f={'ta':ta_miss,'en':en_miss,'bm':bm_miss}[lang]
    out=[]
    for x in MANUAL.get(w,[])+f(w):
        if x!=w and x.lower()!=w.lower() and x.lower() not in NAUGHTY and x not in out and x.strip() and x.lower() not in TOPIC_WORDS: out.append(x)
        if len(out)==n: break
    return out

def clean(x): return None if x in ('—','') else x
def word_of(x): return x[1:] if x.startswith('~') else x

written = {l:0 for l in LANGS}
for l in LANGS: os.makedirs(os.path.join(OUT,l), exist_ok=True)
for entry in THEMES:
    tid, year, titles, cats, ordered, rows = entry[:6]
    theme = 'time' if tid in ('days','months') else tid
    parsed=[]
    for line in rows.strip().split('\n'):
        p=line.split('|'); assert len(p)==12, (tid, line, len(p))
        parsed.append(p)
    for lang in LANGS:
        i=IDX[lang]; items=[]
        TOPIC_WORDS.clear(); TOPIC_WORDS.update(word_of(p[3+i]).lower() for p in parsed)
        for p in parsed:
            cid,cat,pic=p[0],p[1],p[2]; words=p[3:6]; clues=p[6:9]; sents=p[9:12]
            w=words[i]
            if w.startswith('~'): continue
            item={'word':w}
            tr={l:word_of(words[IDX[l]]) for l in LANGS if l!=lang}
            item['translations']=tr
            if clean(clues[i]): item['clue']=clues[i]
            if clean(sents[i]): item['sentence']=sents[i]
            ms=misspell(lang,w.lower() if lang!='ta' else w)
            if lang!='ta' and w[0].isupper(): ms=[m[0].upper()+m[1:] for m in ms]
            item['misspellings']=ms
            if cat and cat in cats: item['category']=cats[cat][i]
            if pic and pic!='-': item['image']=pic
            item['tags']=[cid]+(['abstract'] if pic=='-' else [])
            items.append(item)
        key=f'pre-generated-{lang}-{tid}-y{year}'
        topic={'key':key,'language':lang,'title':titles[i],'year':year,'theme':theme}
        if ordered: topic['ordered']=True
        topic['items']=items
        json.dump(topic, open(os.path.join(OUT,lang,f'{tid}-y{year}.json'),'w'), ensure_ascii=False, indent=1)
        written[lang]+=1
for lang,title,year,rows in PHRASES:
    items=[]
    for line in rows.strip().split('\n'):
        w,phrase,meaning=line.split('|')
        items.append({'word':w,'meaning':meaning,'clue':meaning,'sentence':phrase,'misspellings':misspell(lang,w),'tags':['phrase']})
    key=f'pre-generated-{lang}-phrases-y{year}'
    json.dump({'key':key,'language':lang,'title':title,'year':year,'theme':'phrases','description':{'ta':'பழமொழியை நிறைவு செய்','bm':'Lengkapkan peribahasa','en':'Complete the saying'}[lang],'items':items}, open(os.path.join(OUT,lang,f'phrases-y{year}.json'),'w'), ensure_ascii=False, indent=1)
    written[lang]+=1
print(written)
