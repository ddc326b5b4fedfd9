/**
 * Export Protocol's own HS nomenclature table.
 *
 * Written for this project from the public structure of the Harmonized System (HS 2022): the codes are the
 * international ones, the descriptions, keywords, materials and categories are our own words, chosen for
 * what merchants most often export. It is deliberately partial below chapter level; an operator can widen
 * it with a complete nomenclature CSV (see ./csv-loader.ts).
 *
 * Table rows are written in a compact line format, one entry per line:
 *   code | description | keywords (comma separated) | materials | categories | flags
 * (fields after the keywords are recognised by content, so empty ones may be omitted).
 * - level and parent are derived from the code (2 → chapter, 4 → heading, 6 → subheading).
 * - keywords are product words (singular or plural, multi-word phrases allowed); a subheading inherits the
 *   keywords and categories of its heading, and its heading's materials when it lists none of its own.
 *   A keyword field of `^` repeats the previous row's keywords (material siblings of one heading).
 * - materials are the canonical material families of ./materials.ts that point to the entry.
 * - flags: M = the heading's subheading depends on material ("requires material"); F = fallback subheading
 *   taken when the material is unknown or matches no sibling; Gm / Gw = men's / women's garment;
 *   P = slight preference on ties (the more common reading of an ambiguous word); X = reserved chapter.
 */

export type NomenclatureLevel = 2 | 4 | 6;

export interface NomenclatureEntry {
  code: string;
  level: NomenclatureLevel;
  parent: string | null;
  description: string;
  keywords: string[];
  materials: string[];
  categories: string[];
  requiresMaterial?: boolean;
  fallback?: boolean;
  gender?: 'men' | 'women';
  prior?: number;
  reserved?: boolean;
  source?: 'builtin' | 'csv';
}

const CHAPTERS = `
01|Live animals||||
02|Meat and edible offal||||food
03|Fish, crustaceans and other seafood||||food
04|Dairy produce, eggs, honey and other edible animal products||||food
05|Other products of animal origin||||
06|Live plants, bulbs and cut flowers||||plants
07|Edible vegetables, roots and tubers||||food
08|Edible fruit and nuts||||food
09|Coffee, tea, mate and spices||||food,beverages
10|Cereal grains||||food
11|Milled products, malt and starches||||food
12|Oil seeds, other seeds, industrial and medicinal plants||||
13|Lac, gums, resins and plant extracts||||
14|Vegetable plaiting materials||||
15|Animal and vegetable fats and oils||||food
16|Prepared meat, fish and seafood||||food
17|Sugars and sugar confectionery||||food
18|Cocoa and cocoa preparations||||food
19|Preparations of cereals, flour, starch or milk; bakery goods||||food
20|Preparations of vegetables, fruit and nuts||||food
21|Miscellaneous edible preparations||||food
22|Beverages, spirits and vinegar||||beverages,drinks
23|Food industry residues; prepared animal feed||||pet
24|Tobacco and tobacco substitutes||||
25|Salt, sulphur, earths, stone, lime and cement||||
26|Ores, slag and ash||||
27|Mineral fuels, oils and waxes||||
28|Inorganic chemicals||||
0105|Live poultry||||
010511|Live chickens, ≤185 g (chicks)|baby chick,day old chick,live chick|||
0106|Other live animals (earthworms, insects)||||
010690|Other live animals (earthworms)|live earthworms,earthworm,earthworms,nightcrawler,nightcrawlers,red wiggler,red wigglers,live bait worms|||
010649|Live insects other than bees (mealworms, crickets)|live mealworms,mealworms,live crickets,superworms|||
0206|Edible offal of bovine animals, swine, sheep, goats|sweetbread,sweetbreads,veal sweetbreads|||
020629|Edible bovine offal, frozen (sweetbreads)|sweetbread,sweetbreads,veal sweetbreads|||
0403|Buttermilk, sour cream, kefir and other fermented milk|sour cream,buttermilk,kefir,cultured sour cream|||
040390|Buttermilk, sour cream and kefir|sour cream,buttermilk,kefir,cultured sour cream|||
0410|Edible products of animal origin n.e.c. (royal jelly)|royal jelly,fresh royal jelly,edible bird nest,edible bird's nest|||
041090|Other edible products of animal origin (royal jelly, edible bird nests)|royal jelly,fresh royal jelly,edible bird nest,edible bird's nest|||
0508|Coral, shells and cuttle-bone|cuttlefish bone,cuttlebone,cuttle bone|||
050800|Coral, shells and cuttle-bone|cuttlefish bone,cuttlebone,cuttle bone|||
0810|Other fruit, fresh (dragon fruit, custard apples, lychees)|custard apple,cherimoya,soursop,sugar apple,guanabana,dragon fruit,pitaya,passion fruit,passionfruit,rambutan,lychee,litchi,longan,durian,jackfruit|||
081090|Other fresh fruit (dragon fruit, custard apples, lychees)|custard apple,cherimoya,soursop,sugar apple,guanabana,dragon fruit,pitaya,passion fruit,passionfruit,rambutan,lychee,litchi,longan,durian,jackfruit|||
0908|Nutmeg, mace and cardamoms|whole mace,mace blades|||
090821|Mace, neither crushed nor ground|whole mace,mace blades|||
1008|Other cereals (wild rice)|wild rice|||
100890|Other cereals (wild rice)|wild rice|||
1102|Cereal flours other than of wheat (buckwheat, rice, rye)|buckwheat flour,rice flour,rye flour,oat flour,barley flour,sorghum flour,millet flour|||
110290|Other cereal flours (buckwheat, rice, rye)|buckwheat flour,rice flour,rye flour,oat flour,barley flour,sorghum flour,millet flour|||
1109|Wheat gluten|||
110900|Wheat gluten, whether or not dried|vital wheat gluten,wheat gluten|||
1802|Cocoa shells, husks, skins and other cocoa waste|cocoa shells,cocoa bean shells,cocoa mulch,cocoa husks|||
180200|Cocoa shells, husks, skins and other cocoa waste|cocoa shells,cocoa bean shells,cocoa mulch,cocoa husks|||
2206|Other fermented beverages (cider, perry, mead, sake)|sake,rice wine,mead,cider,perry,hard cider|||
220600|Other fermented beverages (cider, perry, mead, sake)|sake,rice wine,mead,cider,perry,hard cider|||
2303|Residues of starch manufacture, beet pulp, brewing or distilling dregs|||
230330|Brewing or distilling dregs and waste|distillers dried grains,distillers dried grains with solubles,ddgs,brewers spent grain,spent grain|||
2517|Pebbles, gravel, broken stone; granules and chippings of stone|marble chips,marble chippings|||
251741|Marble granules, chippings and powder|marble chips,marble chippings|||
2811|Other inorganic acids and oxygen compounds of non-metals|dry ice,dry ice pellets,carbon dioxide|||
281121|Carbon dioxide (dry ice)|dry ice,dry ice pellets,carbon dioxide|||
2828|Hypochlorites|||
282890|Other hypochlorites (sodium hypochlorite)|sodium hypochlorite,sodium hypochlorite solution|||
2836|Carbonates|soda ash,sodium carbonate,disodium carbonate,washing soda|||
283630|Sodium hydrogencarbonate|baking soda,bicarbonate of soda,sodium bicarbonate|||
283620|Disodium carbonate (soda ash)|soda ash,sodium carbonate,disodium carbonate,washing soda|||
2508|Clays (bentonite)||||
250810|Bentonite|cat litter,bentonite,clumping litter|||
29|Organic chemicals||||
30|Pharmaceutical products||||health
31|Fertilisers||||garden
32|Tanning and dyeing extracts, paints, varnishes and inks||||art
33|Essential oils, perfumery, cosmetics and toiletries||||beauty,cosmetics,personal care
34|Soaps, detergents, waxes and candles||||home
35|Proteins, glues and enzymes||||
36|Explosives, matches and pyrotechnics||||
37|Photographic and cinematographic goods||||
38|Miscellaneous chemical products||||
2853|Other inorganic compounds (distilled water)|distilled water,deionized water,deionised water,demineralized water,demineralised water|||
285390|Distilled and conductivity water and the like|distilled water,deionized water,deionised water,demineralized water,demineralised water|||
2912|Aldehydes (vanillin)|vanillin,synthetic vanillin|||
291241|Vanillin|vanillin,synthetic vanillin|||
3502|Albumins (egg albumin)|egg white powder,dried egg white,albumen powder,egg albumin,dried egg albumen|||
350211|Egg albumin, dried|egg white powder,dried egg white,albumen powder,egg albumin,dried egg albumen|||
3505|Dextrins and other modified starches; glues based on starches|||
350510|Dextrins and other modified starches (maltodextrin)|maltodextrin,maltodextrin powder,modified starch|||
350520|Glues based on starches or dextrins (wallpaper paste)|wallpaper paste,starch glue,wallpaper adhesive|||
3806|Rosin and resin acids|rosin,violin rosin,gum rosin,colophony,rosin cake,violin rosin cake,bow rosin|||
380610|Rosin (violin rosin, colophony)|rosin,violin rosin,gum rosin,colophony,rosin cake,violin rosin cake,bow rosin|||
3813|Preparations and charges for fire-extinguishers|||
381300|Preparations and charges for fire-extinguishers|fire extinguisher refill,fire extinguishing powder,extinguisher powder,foam concentrate for fire fighting|||
3819|Hydraulic brake fluids|brake fluid,hydraulic brake fluid,dot 4 brake fluid,dot 3 brake fluid|||
381900|Hydraulic brake fluids|brake fluid,hydraulic brake fluid,dot 4 brake fluid,dot 3 brake fluid|||
3824|Chemical products and preparations n.e.c.|disposable hand warmer,air activated hand warmer,hand warmers disposable|||
382450|Non-refractory mortars and concretes|grout,tile grout,mortar mix|||
382499|Other chemical products and preparations|ice pack,gel ice pack,cold pack,freezer pack,ice gel pack,disposable hand warmer,air activated hand warmer,hand warmers disposable|||
39|Plastics and articles of plastics||||
40|Rubber and articles of rubber||||
41|Raw hides, skins and leather||||
42|Articles of leather, handbags and travel goods||||bags,accessories,leather goods
43|Furskins and artificial fur||||
44|Wood and articles of wood||||
45|Cork and articles of cork||||
46|Basketwork and wickerwork||||
47|Wood pulp and recovered paper||||
48|Paper, paperboard and articles of paper||||stationery,office
49|Printed books, newspapers and other printed matter||||books,media
50|Silk||||
51|Wool and animal hair, yarn and fabric||||
52|Cotton, cotton yarn and fabric||||
53|Other vegetable textile fibres and fabric||||
54|Man-made filaments||||
55|Man-made staple fibres||||
56|Wadding, felt, nonwovens, twine and rope||||
57|Carpets and other textile floor coverings||||home
58|Special woven fabrics, lace, trimmings and embroidery||||
59|Coated, laminated and technical textile fabrics||||
3925|Builders' ware of plastics (blinds, doors, windows)|mini blinds,vinyl blinds,vinyl mini blinds,pvc blinds,plastic window blinds,venetian blinds|||
392530|Shutters, blinds and similar articles of plastics|mini blinds,vinyl blinds,vinyl mini blinds,pvc blinds,plastic window blinds,venetian blinds|||
4405|Wood wool and wood flour|wood wool,wood shavings packing,wood flour|||
440500|Wood wool and wood flour|wood wool,wood shavings packing,wood flour|||
4416|Casks, barrels and vats of wood|oak barrel,wooden barrel,whiskey barrel,whisky barrel,wine barrel,aging barrel,oak cask|||
441600|Casks, barrels and vats of wood|oak barrel,wooden barrel,whiskey barrel,whisky barrel,wine barrel,aging barrel,oak cask|||
4811|Paper coated, impregnated or covered (wax paper)|wax paper,waxed paper|||
481160|Paper coated with wax or paraffin (wax paper)|wax paper,waxed paper|||
4813|Cigarette paper|rolling papers,rolling paper,cigarette papers,cigarette rolling papers,cigarette paper booklet|||
481310|Cigarette paper in booklets or tubes|rolling papers,rolling paper,cigarette papers,cigarette rolling papers,cigarette paper booklet|||
4821|Paper or paperboard labels|wine labels,paper labels,printed labels,self-adhesive labels,sticker labels|||
482110|Printed paper labels|wine labels,paper labels,printed labels,self-adhesive labels,sticker labels|||
5606|Gimped yarn and chenille yarn|chenille yarn,chenille blanket yarn,gimped yarn|||
560600|Gimped yarn and chenille yarn|chenille yarn,chenille blanket yarn,gimped yarn|||
5608|Knotted netting; made up fishing nets of textile materials|gill net,trawl net,seine net,commercial fishing net,cargo net,truck cargo net,knotted netting|||
560811|Made up fishing nets of man-made textile materials|gill net,trawl net,seine net,commercial fishing net|||
560819|Other knotted netting of man-made textile materials (cargo nets)|cargo net,truck cargo net,knotted netting|||
5901|Textile fabrics coated with gum; tracing cloth; prepared painting canvas||||
590190|Prepared painting canvas|painting canvas,stretched canvas,canvas panel,canvas board,art canvas|||
60|Knitted or crocheted fabrics||||
61|Apparel and clothing accessories, knitted or crocheted|knit,knitted,crochet,crocheted,jersey knit,fleece|cotton,wool,synthetic|apparel,clothing,fashion|M
62|Apparel and clothing accessories, not knitted|woven,denim,poplin,chambray,twill,oxford cloth|cotton,wool,synthetic,linen,silk|apparel,clothing,fashion|M
63|Other made-up textile articles, sets and worn clothing||||home,textiles
64|Footwear and parts of footwear||||footwear,shoes
65|Headgear||||apparel,accessories
66|Umbrellas, walking sticks and whips||||accessories
67|Prepared feathers, artificial flowers and wigs||||
68|Articles of stone, plaster, cement and similar||||
69|Ceramic products||||home,kitchen
70|Glass and glassware||||home,kitchen
71|Pearls, precious stones and metals, jewellery and coins||||jewelry,jewellery
72|Iron and steel||||
73|Articles of iron or steel||||
74|Copper and articles of copper||||
75|Nickel and articles of nickel||||
76|Aluminium and articles of aluminium||||
77|(Reserved for possible future use in the HS)||||X
78|Lead and articles of lead||||
79|Zinc and articles of zinc||||
80|Tin and articles of tin||||
81|Other base metals and cermets||||
82|Tools, implements and cutlery of base metal||||tools,kitchen
83|Miscellaneous articles of base metal||||
84|Machinery, mechanical appliances and computers||||electronics
85|Electrical machinery, sound and image equipment, electronics||||electronics
86|Railway and tramway stock and equipment||||
87|Vehicles other than railway, parts and accessories||||
88|Aircraft, spacecraft and drones||||
89|Ships, boats and floating structures||||
90|Optical, photographic, measuring and medical instruments||||
5908|Textile wicks for lamps and candles|candle wick,candle wicks,cotton candle wicks,lamp wick,oil lamp wick|||
590800|Textile wicks for lamps and candles|candle wick,candle wicks,cotton candle wicks,lamp wick,oil lamp wick|||
5909|Textile hosepiping (fire hose)|fire hose,layflat hose,lay flat hose,textile hose|||
590900|Textile hosepiping (fire hose, layflat hose)|fire hose,layflat hose,lay flat hose,textile hose|||
6813|Friction material (brake linings and pads), not mounted|brake lining,brake lining material,woven brake lining|||
681381|Brake linings and pads not containing asbestos|brake lining,brake lining material,woven brake lining|||
7108|Gold, unwrought or semi-manufactured|gold leaf,edible gold leaf,gold foil sheets|||
710813|Gold in other semi-manufactured forms (gold leaf)|gold leaf,edible gold leaf,gold foil sheets|||
7508|Other articles of nickel|nickel anode,nickel anodes,nickel anode plate|||
750890|Other articles of nickel (anodes)|nickel anode,nickel anodes,nickel anode plate|||
7806|Other articles of lead (wheel weights)|wheel weight,wheel weights,wheel balancing weights,lead wheel weights|||
780600|Other articles of lead (wheel weights)|wheel weight,wheel weights,wheel balancing weights,lead wheel weights|||
7907|Other articles of zinc (anodes)|zinc anode,boat anode,sacrificial anode,zinc boat anode|||
790700|Other articles of zinc (anodes)|zinc anode,boat anode,sacrificial anode,zinc boat anode|||
8003|Tin bars, rods, profiles and wires|solder wire,tin lead solder,solid solder wire|||
800300|Tin bars, rods, profiles and wires (solder wire)|solder wire,tin lead solder,solid solder wire|||
8007|Other articles of tin (pewter)|pewter tankard,pewter mug,pewter beer tankard|||
800700|Other articles of tin (pewter)|pewter tankard,pewter mug,pewter beer tankard|||
8307|Flexible tubing of base metal|flexible gas connector,gas flex connector,corrugated stainless steel connector,flexible metal hose|||
830710|Flexible tubing of iron or steel (gas connectors)|flexible gas connector,gas flex connector,corrugated stainless steel connector,flexible metal hose|||
8436|Other agricultural and poultry-keeping machinery (incubators)|egg incubator,incubator for eggs,poultry incubator,chicken incubator,brooder|||
843621|Poultry incubators and brooders|egg incubator,incubator for eggs,poultry incubator,chicken incubator,brooder|||
8448|Auxiliary machinery and parts for textile machines|latch needles,knitting machine needles|||
844851|Sinkers, needles and other articles used in forming stitches|latch needles,knitting machine needles|||
8466|Parts and accessories for machine tools and hand tools (tool holders)|||
846610|Tool holders and self-opening dieheads (drill chucks)|drill chuck,keyless drill chuck,keyed drill chuck,chuck key,collet chuck|||
8607|Parts of railway locomotives or rolling stock||||
860712|Bogies and bissel-bogies of railway or tramway rolling stock|bogie,bogies,railway bogie,wagon bogie,bissel bogie|||
860719|Axles, wheels and wheelsets of railway rolling stock|railway wheelset,wheelset,railway axle,railway wheel|||
860729|Brakes of railway or tramway rolling stock (other than air brakes)|railway brake,railway brakes,railway brake shoe,railway brake block|||
860730|Hooks, couplers and buffers of railway or tramway rolling stock|railway coupler,automatic coupler,railway coupling,railway buffer,railway buffers|||
8807|Parts of aircraft and spacecraft||||
880710|Propellers and rotors for aircraft|aircraft propeller,airplane propeller,propeller for aircraft,helicopter rotor,helicopter rotor blade,helicopter rotor blades|||
880720|Under-carriages (landing gear) of aircraft|landing gear,aircraft landing gear,undercarriage,aircraft undercarriage|||
880730|Other parts of aeroplanes and helicopters|aircraft seat belt,aircraft seatbelt,aircraft part,aircraft parts,airplane parts|||
8903|Yachts and other vessels for pleasure or sports; canoes|kayak,fishing kayak,sit on top kayak,pedal boat,paddle boat,canoe,rowing boat|||
890393|Other pleasure boats, not over 7.5 m (kayaks, pedal boats)|kayak,fishing kayak,sit on top kayak,pedal boat,paddle boat,canoe,rowing boat|||
9002|Lenses, prisms and mirrors, mounted||||
900211|Objective lenses for cameras and projectors|camera lens,lens for camera,objective lens,telephoto lens,wide angle lens,phone lens,phone camera lens,clip on lens,fisheye lens,macro lens,zoom lens,prime lens,slr lens,dslr lens,nikkor|||
900220|Filters, mounted (optical)|lens filter,uv filter,nd filter,polarizing filter,polarising filter,uv haze filter,haze filter,circular polarizer,cpl filter|||
900290|Other mounted optical elements and parts|lens cap,lens hood|||
9006|Photographic cameras; photographic flashlight apparatus|camera flash,speedlite,speedlight,flash unit,shoe mount flash,flash gun|||
900661|Photographic flashlight apparatus (flash units)|camera flash,speedlite,speedlight,flash unit,shoe mount flash,flash gun|||
91|Clocks, watches and parts||||accessories,watches
92|Musical instruments||||music
93|Arms and ammunition||||
94|Furniture, bedding, lamps and prefabricated buildings||||furniture,home
95|Toys, games and sports equipment||||toys,games,sports
96|Miscellaneous manufactured articles||||
97|Works of art, collectors' pieces and antiques||||art
`;

const HEADINGS = `
0201|Beef, fresh or chilled|beef,fresh beef,chilled beef,veal,steak,beef brisket,beef ribs,ribeye,sirloin,tenderloin|||
020130|Boneless beef, fresh or chilled|boneless beef,boneless,beef fillet,steak,ribeye,sirloin,tenderloin,ground beef,minced beef|||
020120|Beef cuts with bone in, fresh or chilled|bone in,beef ribs,t bone|||
0202|Beef, frozen|frozen beef|||
020230|Boneless beef, frozen|frozen boneless beef,frozen beef|||
0203|Pork, fresh, chilled or frozen|pork,fresh pork,pork belly,pork loin,pork chop,pork shoulder|||
020319|Other pork, fresh or chilled|fresh pork,pork belly,pork loin,pork chop|||
020329|Other pork, frozen|frozen pork|||
0207|Poultry meat, fresh, chilled or frozen|chicken,chicken breast,chicken wings,chicken thigh,whole chicken,turkey meat,duck meat|||
020713|Chicken cuts and offal, fresh or chilled|chicken breast,chicken wings,chicken thigh,chicken fillet|||
020714|Chicken cuts and offal, frozen|frozen chicken,frozen chicken breast,frozen chicken wings|||
0210|Meat salted, in brine, dried or smoked|bacon,smoked bacon,streaky bacon,prosciutto,parma ham,serrano ham,jamon,jamon iberico,cured ham,pancetta,dry cured ham|||food|
021019|Other salted, dried or smoked meat of swine|bacon,smoked bacon,streaky bacon,prosciutto,parma ham,serrano ham,jamon,jamon iberico,cured ham,pancetta,dry cured ham|||
0302|Fish, fresh or chilled, whole|fresh fish,whole fish,sea bream,seabream,gilthead,sea bass fresh,whole salmon,fresh whole salmon,fresh salmon,chilled salmon,fresh atlantic salmon,whole atlantic salmon|||food|
030285|Sea bream, fresh or chilled|sea bream,seabream,gilthead|||
030214|Atlantic and Danube salmon, fresh or chilled, whole|whole salmon,fresh whole salmon,fresh salmon,chilled salmon,fresh atlantic salmon,whole atlantic salmon|||
0303|Fish, frozen (not fillets)|frozen fish,frozen whole fish|||
030389|Other frozen fish|frozen fish,frozen whole fish|||F
0304|Fish fillets and other fish meat|fish fillet,salmon fillet,cod fillet,tilapia fillet,fillet|||
030441|Salmon fillets, fresh or chilled|salmon fillet,fresh salmon|||
030481|Salmon fillets, frozen|frozen salmon fillet,frozen salmon|||
0306|Crustaceans (shrimps, lobsters, crabs)|shrimp,prawn,lobster,crab,crayfish,langoustine|||
030617|Shrimps and prawns, frozen|frozen shrimp,frozen prawn,shrimp,prawn|||P
030636|Shrimps and prawns, live, fresh or chilled|fresh shrimp,live shrimp,fresh prawn,chilled shrimp|||
030614|Crabs, frozen|frozen crab,crab|||
0402|Milk and cream, concentrated or sweetened (milk powder)|milk powder,skimmed milk powder,skim milk powder,whole milk powder,full cream milk powder,powdered milk,condensed milk|||food|
040210|Milk powder, fat 1.5 % or less|skimmed milk powder,skim milk powder,nonfat dry milk|||
040221|Milk powder, fat over 1.5 %, unsweetened|whole milk powder,full cream milk powder,powdered milk|||
040299|Condensed milk, sweetened|condensed milk,sweetened condensed milk|||
0405|Butter and other fats derived from milk|ghee,clarified butter,unsalted butter,salted butter,lactic butter,dairy butter,butter block,butter blocks,sweet cream butter,cultured butter,butter 82,butter|||food|
040510|Butter|unsalted butter,salted butter,lactic butter,dairy butter,butter block,butter blocks,sweet cream butter,cultured butter,butter 82,butter|||
040590|Other fats and oils derived from milk (ghee)|ghee,clarified butter|||
0702|Tomatoes, fresh or chilled|tomato,fresh tomato,cherry tomato,roma tomato,vine tomato|||
070200|Tomatoes, fresh or chilled|||
0701|Potatoes, fresh or chilled|potato,fresh potato,seed potato|||
070190|Potatoes, other than seed|potato,fresh potato|||
0703|Onions, garlic and leeks, fresh or chilled|onion,garlic,shallot,leek,garlic clove,garlic cloves|||
070310|Onions and shallots|onion,shallot|||
070320|Garlic|garlic,garlic clove,garlic cloves|||
0710|Vegetables, frozen (uncooked or cooked by steaming or boiling)|frozen vegetables,frozen mixed vegetables,frozen vegetable mix,frozen broccoli,frozen cauliflower,frozen brussels sprouts,frozen spinach,frozen peas,frozen green beans,iqf green peas,iqf peas,frozen green peas,frozen edamame,edamame,frozen soybeans,frozen green soybeans,frozen sweet corn,frozen sweetcorn,frozen corn kernels,frozen corn,iqf sweet corn,iqf corn|||food|
071021|Peas, frozen|frozen peas,iqf green peas,iqf peas,frozen green peas|||
071029|Other leguminous vegetables, frozen (edamame)|frozen edamame,edamame,frozen soybeans,frozen green soybeans|||
071022|Beans, frozen|frozen green beans|||
071030|Spinach, frozen|frozen spinach|||
071040|Sweetcorn, frozen|frozen sweet corn,frozen sweetcorn,frozen corn kernels,frozen corn,iqf sweet corn,iqf corn|||
071080|Other vegetables, frozen|frozen broccoli,frozen cauliflower,frozen brussels sprouts|||
071090|Mixtures of vegetables, frozen|frozen mixed vegetables,frozen vegetable mix|||
0803|Bananas, fresh or dried|banana,plantain|||
080390|Bananas other than plantains|banana|||
0805|Citrus fruit, fresh or dried|orange,lemon,lime,mandarin,tangerine,grapefruit,clementine|||
080510|Oranges|orange|||
080550|Lemons and limes|lemon,lime|||
0808|Apples, pears and quinces, fresh|apple,pear,quince|||
080810|Apples|apple|||
1006|Rice|rice|||
100610|Rice in the husk (paddy)|paddy,paddy rice,rough rice|||
100620|Husked (brown) rice|brown rice,husked rice|||
100630|Semi-milled or wholly milled rice|white rice,milled rice,jasmine rice,basmati rice,polished rice,long grain rice,rice|||P
100640|Broken rice|broken rice|||
1001|Wheat and meslin|wheat,durum wheat,milling wheat|||
100199|Wheat other than durum, not for sowing|wheat,milling wheat|||
1005|Maize (corn)|maize,corn,yellow corn,feed corn,popcorn kernel,popping corn,unpopped popcorn|||
100590|Maize other than seed|maize,corn,yellow corn,popcorn kernel,popping corn,unpopped popcorn|||
1104|Cereal grains otherwise worked (rolled, flaked, hulled, pearled)|rolled oats,porridge oats,oat flakes,jumbo oats,pearl barley,pearled barley,hulled barley|||food
110412|Rolled or flaked grains of oats|rolled oats,porridge oats,oat flakes,jumbo oats|||
110429|Worked grains of other cereals (pearl barley)|pearl barley,pearled barley,hulled barley|||
1904|Prepared foods obtained by swelling or roasting cereals||||food
190410|Prepared foods obtained by swelling or roasting cereals|breakfast cereal,cornflakes,corn flakes,puffed rice,popcorn,puffed corn,corn puffs,corn snack,cheese puffs|||
190420|Preparations of unroasted cereal flakes or of mixtures with roasted flakes|muesli,granola,granola bar,cereal bar,muesli bar|||
190430|Bulgur wheat|bulgur,bulgur wheat,bulgar wheat,bulghur|||
2001|Vegetables and fruit prepared or preserved by vinegar|pickles,pickled gherkins,pickled onions,pickled cucumber,pickled vegetables,pickled jalapenos,pickled garlic|||food
200110|Cucumbers and gherkins prepared or preserved by vinegar|pickled gherkins,pickled cucumber|||
200190|Other vegetables and fruit prepared or preserved by vinegar|pickles,pickled onions,pickled vegetables,pickled jalapenos,pickled garlic|||
2002|Tomatoes prepared or preserved otherwise than by vinegar|tomato paste,tomato puree,passata,chopped tomatoes,tinned tomatoes,canned tomatoes,sun dried tomato,sundried tomato|||food
200210|Tomatoes, whole or in pieces, prepared or preserved|chopped tomatoes,tinned tomatoes,canned tomatoes|||
200290|Other tomatoes prepared or preserved|tomato paste,tomato puree,passata,sun dried tomato,sundried tomato|||
2004|Other vegetables prepared or preserved, frozen (fries, onion rings)|frozen french fries,french fries,frozen fries,frozen chips,hash browns,onion rings,frozen onion rings,battered onion rings|||food|
200410|Potatoes, prepared or preserved, frozen (fries)|frozen french fries,french fries,frozen fries,frozen chips,hash browns|||
200490|Other vegetables prepared or preserved, frozen|onion rings,frozen onion rings,battered onion rings|||
2501|Salt and pure sodium chloride|table salt,sea salt,rock salt,pink salt,cooking salt,kosher salt,salt flakes,evaporated salt,denatured salt|||
250100|Salt and pure sodium chloride|table salt,sea salt,rock salt,pink salt,cooking salt,kosher salt,salt flakes,evaporated salt,denatured salt,sodium chloride|||
2710|Petroleum oils (not crude): fuels and lubricants|petroleum oil,fuel oil,white spirit,mineral spirits,paint thinner|||
271012|Light petroleum oils: motor gasoline, naphtha|gasoline,petrol,motor spirit,naphtha,aviation gasoline,unleaded gasoline,unleaded petrol,white spirit,mineral spirits,paint thinner|||
271019|Medium and heavy petroleum oils: diesel, kerosene, fuel oil, lubricating oil|diesel,diesel fuel,gas oil,kerosene,jet fuel,fuel oil,heating oil,motor oil,engine oil,lubricating oil,lubricant,gear oil,hydraulic oil,marine gas oil,paraffin oil,lamp oil,two stroke oil,2 stroke oil,stroke oil,chainsaw oil,bar and chain oil,chain oil,bar chain oil,chain lube,chainsaw lube|||
3604|Fireworks, signalling flares, rain rockets and other pyrotechnic articles|sparkler,wedding sparkler,firework,fireworks,firecracker,roman candle,cake sparklers,sparkler candles,birthday sparklers|||
360410|Fireworks|sparkler,wedding sparkler,firework,fireworks,firecracker,roman candle,cake sparklers,sparkler candles,birthday sparklers|||
3606|Ferro-cerium, lighter fuels and other combustible preparations|lighter fluid,lighter gas,butane refill,lighter refill,lighter fuel,butane gas refill,lighter gas refill,firelighters,fire lighters,firelighter cubes,fire starter cubes|||
360610|Liquid or liquefied-gas fuels in containers of 300 cm3 or less (lighter fluid, lighter refills)|lighter fluid,lighter gas,butane refill,lighter refill,lighter fuel,butane gas refill,lighter gas refill|||
360690|Other combustible preparations (firelighters)|firelighters,fire lighters,firelighter cubes,fire starter cubes|||
2711|Petroleum gases (LPG, natural gas)|lpg,propane,butane,natural gas,lng|||
271112|Propane, liquefied|propane,lpg|||
271111|Natural gas, liquefied|lng,liquefied natural gas|||
2701|Coal|coal,anthracite,bituminous coal,steam coal,coking coal|||
270112|Bituminous coal|bituminous coal,steam coal,coking coal,coal|||
2833|Sulphates; alums; peroxosulphates|copper sulphate,copper sulfate,epsom salt,magnesium sulphate,magnesium sulfate|||
283321|Sulphates of magnesium|epsom salt,magnesium sulphate,magnesium sulfate|||
283325|Sulphates of copper|copper sulphate,copper sulfate,copper sulphate pentahydrate,copper sulfate pentahydrate|||
2826|Fluorides and complex fluorine salts|lithium hexafluorophosphate,lipf6,sodium fluoride,potassium fluoride|||
282690|Complex fluorine salts, other|lithium hexafluorophosphate,lipf6|||
282619|Fluorides, other than of aluminium|sodium fluoride,potassium fluoride|||
2918|Carboxylic acids with additional oxygen function (citric acid)|citric acid,citric acid anhydrous,citric acid monohydrate,cream of tartar,potassium bitartrate|||
291813|Salts and esters of tartaric acid (cream of tartar)|cream of tartar,potassium bitartrate|||
291814|Citric acid|citric acid,citric acid anhydrous,citric acid monohydrate|||
2924|Carboxyamide-function compounds (paracetamol)|paracetamol powder,acetaminophen powder,paracetamol api,paracetamol bp|||
292429|Other cyclic amides (paracetamol)|paracetamol powder,acetaminophen powder,paracetamol api,paracetamol bp|||
2923|Quaternary ammonium salts; lecithins and other phosphoaminolipids|lecithin,soya lecithin,soy lecithin,sunflower lecithin|||
292320|Lecithins and other phosphoaminolipids|lecithin,soya lecithin,soy lecithin,sunflower lecithin|||
3407|Modelling pastes|modelling clay,modeling clay,play dough,playdough,plasticine,polymer clay,modelling dough,modeling dough,kinetic sand,modeling compound,modelling compound,play-doh,play doh|||
340700|Modelling pastes|modelling clay,modeling clay,play dough,playdough,plasticine,polymer clay,modelling dough,modeling dough,kinetic sand,modeling compound,modelling compound,play-doh,play doh|||
4011|New pneumatic tyres of rubber|tyre,tire,car tyre,car tire,tyres,radial tyre,winter tyre,all season tyre|||
401110|New tyres for motor cars|car tyre,car tire,passenger tyre,passenger tire,suv tyre,radial tyre,winter tyre,tyre,tire|||P
401120|New tyres for buses or lorries|truck tyre,truck tire,bus tyre,lorry tyre|||
401140|New tyres for motorcycles|motorcycle tyre,motorcycle tire|||
401150|New tyres for bicycles|bicycle tyre,bicycle tire,bike tyre,bike tire|||
4012|Retreaded or used tyres|used tyre,used tire,retreaded tyre,retreaded tire,retread tyre|||
401220|Used pneumatic tyres|used tyre,used tire|||
4013|Inner tubes of rubber|inner tube,bicycle inner tube,bike inner tube,bicycle tube,bike tube|||
401320|Inner tubes of rubber, of a kind used on bicycles|inner tube,bicycle inner tube,bike inner tube,bicycle tube,bike tube|||
7020|Other articles of glass||||
702000|Other articles of glass|aquarium,fish tank,fish bowl|||
7208|Flat-rolled iron or non-alloy steel, hot-rolled, width 600 mm or more|hot rolled coil,hot rolled steel,hr coil,hot rolled sheet,hot rolled plate,steel coil,hrc|||
720839|Hot-rolled coils under 3 mm, not pickled|hot rolled coil,hr coil,hrc,steel coil|||P
720851|Hot-rolled plates over 10 mm, not in coils|steel plate,hot rolled plate|||
7209|Flat-rolled iron or non-alloy steel, cold-rolled, width 600 mm or more|cold rolled coil,cold rolled steel,cr coil,crc,cold rolled sheet|||
720917|Cold-rolled coils 0.5-1 mm|cold rolled coil,cr coil,crc|||
7210|Flat-rolled steel, plated or coated (galvanised, tinplate)|galvanized steel,galvanised steel,galvanized coil,gi coil,tinplate,ppgi,prepainted steel,galvanized steel coil,galvanised steel coil,hot dipped galvanized,hot-dip galvanized steel,galvanized cold rolled steel,zinc galvanized steel coil|||
721049|Galvanised flat-rolled steel (other than corrugated)|galvanized steel,galvanised steel,galvanized coil,gi coil,hot dipped galvanized,hot-dip galvanized steel,galvanized cold rolled steel,zinc galvanized steel coil|||
7213|Bars and rods of iron or steel, hot-rolled, in coils|wire rod|||
721391|Wire rod under 14 mm|wire rod|||
7214|Other bars and rods of iron or steel|rebar,reinforcing bar,deformed bar,steel bar|||
721420|Rebar (with deformations)|rebar,reinforcing bar,deformed bar|||
0409|Natural honey|honey,raw honey,manuka,honeycomb|||
040900|Natural honey|||
0406|Cheese and curd|cheese,cheddar,parmesan,brie,parmigiano,parmigiano reggiano,grana padano,pecorino,mozzarella,gouda,feta,halloumi,camembert,cream cheese|||
040690|Other cheese|||
0407|Birds' eggs, in shell|free range eggs,hen eggs,chicken eggs,brown eggs,large eggs|||food|
040721|Hen eggs in shell, fresh|free range eggs,hen eggs,chicken eggs,brown eggs,large eggs|||
0601|Bulbs, tubers, corms and rhizomes|tulip bulb,flower bulb,daffodil bulb,lily bulb,bulbs for planting,dahlia tuber,crocus bulb,allium bulb|||plants|
060110|Bulbs, tubers and corms, dormant|tulip bulb,flower bulb,daffodil bulb,lily bulb,bulbs for planting,dahlia tuber,crocus bulb,allium bulb,elephant ear bulbs,dahlia tubers|||
0602|Other live plants and cuttings|houseplant,potted plant,live plant,succulent,cactus,bonsai,seedling,rubber plant,house plant|||plants
060290|Other live plants|rubber plant,house plant,snake plant,string of pearls plant||
0603|Cut flowers and buds|cut flower,bouquet,fresh flower,rose,dried lavender,dried lavender bunch,dried flowers,dried flower bouquet,dried roses|||plants
060390|Cut flowers and buds, dried, dyed or bleached|dried lavender,dried lavender bunch,dried flowers,dried flower bouquet,dried roses|||
060311|Fresh cut roses|rose|||
060319|Other fresh cut flowers|cut stems,bird of paradise flowers||F
0604|Foliage, branches, grasses, fresh or dried (pampas grass)|dried pampas grass,pampas grass,dried bunny tails,dried grass stems,dried eucalyptus stems,preserved eucalyptus,fresh christmas tree,real christmas tree,fresh cut christmas tree,cut christmas tree,fraser fir,noble fir,balsam fir,douglas fir christmas tree,eucalyptus bunch,fresh eucalyptus|||
060420|Foliage, branches and Christmas trees, fresh|fresh christmas tree,real christmas tree,fresh cut christmas tree,cut christmas tree,fraser fir,noble fir,balsam fir,douglas fir christmas tree,eucalyptus bunch,fresh eucalyptus|||
060490|Foliage, branches and grasses, dried, dyed or bleached|dried pampas grass,pampas grass,dried bunny tails,dried grass stems,dried eucalyptus stems,preserved eucalyptus|||
0802|Other nuts|almond,walnut,hazelnut,pistachio,macadamia|||
080212|Almonds, shelled|almond|||
080232|Walnuts, shelled|walnut|||
080299|Other nuts|||F
0801|Coconuts, Brazil nuts and cashew nuts|desiccated coconut,coconut desiccated,shredded coconut|||
080111|Coconuts, desiccated|desiccated coconut,coconut desiccated,shredded coconut|||
0804|Dates, figs, pineapples, avocados, guavas, mangoes||||food|
080410|Dates|medjool dates,dried dates,pitted dates,deglet nour dates|||
080420|Figs, fresh or dried|dried figs,dried fig|||
080430|Pineapples, fresh or dried|dried pineapple,dried pineapple rings|||
080450|Guavas, mangoes and mangosteens, fresh or dried|dried mango,dried mangoes,dried mango slices,mango slices dried|||
081110|Frozen strawberries|frozen strawberries|||
081120|Frozen raspberries, blackberries, mulberries|frozen raspberries,frozen blackberries|||
081190|Other frozen fruit|frozen berries,frozen mixed berries,frozen fruit,frozen blueberries,frozen mango|||
0811|Fruit and nuts, frozen|frozen berries,frozen mixed berries,frozen fruit,frozen raspberries,frozen blueberries,frozen strawberries,frozen mango|||food|
0813|Dried fruit and mixtures|dried fruit,dried apricot,prune,trail mix,dried apple,dried apples,apple chips,dried apple rings,dried apple chips|||
081330|Dried apples|dried apple,dried apples,apple chips,dried apple rings,dried apple chips|||
081340|Other dried fruit|||
0906|Cinnamon and cinnamon-tree flowers|cinnamon sticks,cinnamon quills,ceylon cinnamon,cinnamon bark|||
090611|Cinnamon, neither crushed nor ground (Ceylon)|cinnamon sticks,cinnamon quills,ceylon cinnamon,cinnamon bark|||
0901|Coffee and coffee husks|coffee,coffee bean,espresso bean,ground coffee,espresso,arabica,robusta,whole bean|||
090111|Green (unroasted) coffee|green coffee,unroasted coffee,green coffee beans,unroasted coffee beans,coffee unroasted|||
090121|Roasted coffee, not decaffeinated|ground coffee,espresso,whole bean,roasted coffee,roast coffee,dark roast,medium roast,light roast,french roast,espresso roast,italian roast,roasted coffee beans|||FP
090122|Roasted coffee, decaffeinated|decaf,decaffeinated|||
0902|Tea|tea,tea leaf,loose leaf tea,tea bag,green tea,black tea,matcha,oolong,sencha,earl grey,assam,darjeeling|||
090210|Green tea in small packings|green tea,matcha,sencha,gyokuro|||
090230|Black tea in small packings|black tea,earl grey,assam,darjeeling,breakfast tea,oolong|||F
0903|Mate|yerba mate,mate tea|||food|
090300|Mate|yerba mate,mate tea|||
0904|Pepper and capsicum|pepper,peppercorn,chili flake,paprika|||
090412|Pepper, crushed or ground|ground pepper,black pepper|||
0905|Vanilla|vanilla bean,vanilla pod,vanilla beans|||
1302|Vegetable saps and extracts|pectin,apple pectin|||food|
130219|Other vegetable saps and extracts|vanilla extract,vanilla essence|||
1301|Lac; natural gums, resins, gum-resins and oleoresins|gum arabic,acacia gum,gum acacia,shellac,lac,frankincense resin,myrrh resin|||
130120|Gum arabic|gum arabic,acacia gum,gum acacia|||
130190|Other natural gums and resins (shellac, frankincense)|shellac,frankincense resin,myrrh resin,lac|||F
090510|Vanilla, neither crushed nor ground|vanilla bean,vanilla pod,whole vanilla|||
0910|Ginger, saffron, turmeric and other spices|spice,ginger,turmeric,saffron,curry powder,spice blend,seasoning,saffron threads|||
091020|Saffron|saffron,saffron threads|||
091091|Spice mixtures|spice blend,seasoning,curry powder,spice mix|||F
091030|Turmeric|turmeric|||
091099|Other spices (Sichuan pepper: no pepper of the genus Piper)|sichuan pepper,szechuan pepper,sichuan peppercorn,szechuan peppercorn|||
1101|Wheat or meslin flour|wheat flour,plain flour,bread flour,all purpose flour,self raising flour,cake flour|||food|
110100|Wheat or meslin flour|||
1105|Flour, meal, powder, flakes and pellets of potatoes|potato flakes,instant mashed potato,mashed potato flakes|||food|
110520|Potato flakes, granules and pellets|potato flakes,instant mashed potato,mashed potato flakes|||
1106|Flour and meal of pulses, roots, nuts and fruit|almond flour,ground almond flour,coconut flour,chickpea flour,gram flour,banana flour|||food|
110610|Flour and meal of dried pulses|chickpea flour,gram flour,pea flour,lentil flour|||
110630|Flour and meal of fruit and nuts|almond flour,ground almond flour,coconut flour,banana flour|||
1108|Starches; inulin|corn starch,cornstarch,cornflour,potato starch,tapioca starch,maize starch,native maize starch,native corn starch,arrowroot powder,arrowroot starch|||food|
110812|Maize (corn) starch|corn starch,cornstarch,cornflour,maize starch,native maize starch,native corn starch|||
110813|Potato starch|potato starch|||
110814|Manioc (cassava) starch|tapioca starch|||
110819|Other starches (arrowroot)|arrowroot powder,arrowroot starch|||
2301|Flours, meals and pellets of meat, offal, fish (fish meal)|fish meal,fishmeal,steam dried fish meal|||
230120|Fish meal, fit for animal feed|fish meal,fishmeal,steam dried fish meal|||
2507|Kaolin and other kaolinic clays|kaolin,kaolin clay,china clay,washed kaolin|||
250700|Kaolin|kaolin,kaolin clay,china clay,washed kaolin|||
2520|Gypsum, anhydrite and plasters|plaster of paris,gypsum plaster,calcined gypsum,gypsum powder,raw gypsum|||
252010|Gypsum; anhydrite|raw gypsum,gypsum rock,anhydrite|||
252020|Plasters (calcined gypsum), plaster of Paris|plaster of paris,gypsum plaster,calcined gypsum,casting plaster,moulding plaster,molding plaster|||
1201|Soya beans|soybeans,soya beans,soybean,non gmo soybeans|||food|
120190|Soya beans, other than seed|soybeans,soya beans,soybean,non gmo soybeans|||
1202|Groundnuts, not roasted or otherwise cooked|raw peanuts,peanuts in shell,in-shell peanuts,in shell peanuts,shelled peanuts,raw shelled peanuts,peanut kernels,raw groundnuts,groundnuts in shell,shelled groundnuts|||food|
120241|Groundnuts in shell, not roasted|peanuts in shell,in-shell peanuts,in shell peanuts,groundnuts in shell,raw peanuts in shell|||
120242|Groundnuts shelled, not roasted|shelled peanuts,raw shelled peanuts,peanut kernels,shelled groundnuts,raw peanut kernels|||
1208|Flours and meals of oil seeds|soya bean flour,soy flour,soya flour,soybean flour|||food|
120810|Flours and meals of soya beans|soya bean flour,soy flour,soya flour,soybean flour|||
1209|Seeds for sowing|seed for sowing,seed packet,garden seed,flower seed,vegetable seed,heirloom seed,flower seeds,wildflower seeds|||plants,garden
120930|Seeds of herbaceous plants grown for their flowers|flower seed,flower seeds,wildflower seeds,petunia seeds,sunflower seeds for planting|||
120991|Vegetable seeds for sowing|vegetable seed,tomato seed|||
120999|Other seeds for sowing|||F
1211|Plants and herbs for infusions, pharmacy or perfumery|herbal tea,herbal infusion,chamomile,rooibos,peppermint tea,dried herb,lavender bud,chamomile tea|||
121190|Other plants and herbs|herbal tea,chamomile,chamomile tea,rooibos,peppermint tea,hibiscus tea,butterfly pea flower,butterfly pea flower tea||
1212|Sugar beet and sugar cane, fresh or dried||||food|
121221|Seaweeds and other algae, fit for human consumption|seaweed,kelp,nori,nori sheet,wakame,kombu,dried seaweed,sea moss,irish sea moss|||
121291|Sugar beet|sugar beet|||
121293|Sugar cane|sugar cane,sugarcane|||
130220|Pectic substances, pectinates and pectates|pectin,apple pectin|||
1401|Vegetable materials used for plaiting (bamboo, rattan)|rattan cane,rattan core,cane core,raw rattan,bamboo poles|||
140120|Rattans|rattan cane,rattan core,cane core,raw rattan|||
1404|Vegetable products n.e.c. (loofahs)|loofah,luffa,loofah sponge,natural loofah|||
140490|Vegetable products n.e.c.|loofah,luffa,loofah sponge,natural loofah|||
1502|Fats of bovine animals, sheep or goats (tallow)||||food|
150210|Tallow|beef dripping,dripping,tallow,beef tallow|||
150290|Fats of bovine animals, sheep or goats, other than tallow (suet)|beef suet,suet,raw beef fat,unrendered beef fat|||
1504|Fats and oils of fish or marine mammals|fish oil,cod liver oil,omega 3 fish oil|||food|
150410|Fish-liver oils|cod liver oil|||
150420|Fish fats and oils other than liver oils|fish oil,omega 3 fish oil|||
1521|Vegetable waxes, beeswax, other insect waxes and spermaceti|beeswax,bees wax,beeswax block,beeswax pellet,raw beeswax|||
152190|Beeswax and other insect waxes, whether or not refined or coloured|beeswax,bees wax,beeswax block,beeswax pellet,raw beeswax|||
1509|Olive oil|olive oil,extra virgin|||
150920|Extra virgin olive oil|||
1513|Coconut, palm kernel or babassu oil|coconut oil,virgin coconut oil,mct oil,palm kernel oil|||food|
151311|Crude coconut oil (virgin)|coconut oil,virgin coconut oil|||
1514|Rape, colza or mustard oil|rapeseed oil,canola oil,cold pressed rapeseed oil|||food|
151419|Low erucic acid rape or colza oil (canola), other than crude|rapeseed oil,canola oil,cold pressed rapeseed oil|||
1515|Other fixed vegetable fats and oils (sesame, castor, jojoba, shea)|shea butter,jojoba oil,sesame oil,castor oil,rice bran oil,corn oil,maize oil|||
151530|Castor oil|castor oil|||
151550|Sesame oil|sesame oil|||
151590|Other fixed vegetable fats and oils (shea butter, jojoba)|shea butter,jojoba oil,rice bran oil|||F
151529|Maize (corn) oil, refined|corn oil,maize oil|||
1511|Palm oil and its fractions|palm olein,rbd palm olein,refined palm oil,rbd palm oil,palm stearin|||
151190|Palm oil, refined, and its fractions (palm olein)|palm olein,rbd palm olein,refined palm oil,rbd palm oil,palm stearin|||
1516|Hydrogenated vegetable fats and oils (soy wax)|soy wax,soya wax,soy wax flakes,hydrogenated soybean oil,hydrogenated vegetable oil|
151620|Hydrogenated vegetable fats and oils (soy wax)|soy wax,soya wax,soy wax flakes,hydrogenated soybean oil,hydrogenated vegetable oil|
1517|Margarine and edible fat spreads|margarine,plant butter,vegan butter,dairy free spread,vegetable spread,cooking fat|||food|
151710|Margarine|margarine,plant butter,vegan butter,dairy free spread|||
1601|Sausages and similar products of meat|sausage,hot dog,frankfurter,salami,chorizo,pepperoni,bratwurst,wiener,kielbasa,blood sausage|||
160100|Sausages and similar products of meat|||
1701|Cane or beet sugar|sugar,sugar cube,sugar cubes,white sugar,granulated sugar,caster sugar,icing sugar,cane sugar|||
170199|Other refined cane or beet sugar|sugar cube,sugar cubes,white sugar,granulated sugar,caster sugar,icing sugar|||F
1702|Other sugars (lactose, maple, glucose, fructose) and syrups|dextrose,dextrose monohydrate,dextrose anhydrous,glucose powder,lactose,lactose monohydrate,maple syrup,fructose,fructose syrup,maltodextrin,invert sugar syrup|||food|
170211|Lactose, 99% or more|lactose,lactose monohydrate,lactose powder|||
170220|Maple sugar and maple syrup|maple syrup,maple sugar,pure maple syrup|||
170230|Glucose and glucose syrup (dextrose)|dextrose,dextrose monohydrate,dextrose anhydrous,glucose powder|||
170250|Fructose, chemically pure|fructose,crystalline fructose,fructose powder|||
170290|Other sugars and syrups (maltodextrin, invert sugar)|maltodextrin,invert sugar syrup,invert syrup,caramel colour|||F
1704|Sugar confectionery without cocoa|candy,candies,sweet,gummy,gummies,gummy bear,lollipop,toffee,caramel,marshmallow,jelly bean,hard candy,licorice,fudge,chewing gum,bubble gum,mint,marzipan,wine gum,wine gums,glucose tablets,dextrose tablets,energy tablets,dextro energy|||
170410|Chewing gum|chewing gum,bubble gum|||
170490|Other sugar confectionery|white chocolate,white chocolate bar,white chocolate button,marzipan,wine gum,wine gums,glucose tablets,dextrose tablets,energy tablets,dextro energy,candy cigarettes,candy cigarette,cotton candy,candy floss,fairy floss||F
1801|Cocoa beans, whole or broken, raw or roasted|cocoa bean,cacao bean,cocoa nibs,cacao nibs|||
180100|Cocoa beans, whole or broken, raw or roasted|cocoa bean,cacao bean,cocoa nibs,cacao nibs|||
1806|Chocolate and food preparations with cocoa|chocolate,chocolate bar,dark chocolate,milk chocolate,truffle,praline,hot chocolate,cocoa,bonbon,chocolate covered,chocolate coated,chocolate dipped,chocolate enrobed|||
180632|Chocolate in blocks or bars, not filled|chocolate bar,dark chocolate,milk chocolate|||
180690|Other chocolate preparations|truffle,praline,bonbon,hot chocolate,chocolate box,chocolate covered,chocolate coated,chocolate dipped,chocolate enrobed,chocolate covered almond,chocolate covered nut,chocolate covered peanut,chocolate coated almond,chocolate coated nut,chocolate coated peanut,chocolate covered raisin,chocolate coated raisin,chocolate covered coffee bean,chocolate covered espresso bean,chocolate covered pretzel,chocolate coated pretzel,chocolate covered cherry,chocolate covered strawberry|||F
1905|Bread, pastry, cakes, biscuits and other bakery goods|cookie,biscuit,cracker,cake,bread,wafer,shortbread,pastry,brownie,rice paper,spring roll wrapper,rice paper wrapper,frozen waffles,buttermilk waffles,toaster waffles,belgian waffles,waffles,wafer rolls,ice cream wafers|||
1902|Pasta and noodles|noodle cup,ramen noodle,instant ramen,pot noodle,durum wheat spaghetti,durum wheat pasta,ravioli,tortellini,stuffed pasta,filled pasta|||food|
190211|Uncooked pasta containing eggs|egg noodles,egg pasta|||
190219|Other uncooked pasta and noodles|pasta,spaghetti,penne,macaroni,fusilli,noodles,rice noodles,glass noodles,vermicelli,udon,soba,durum wheat spaghetti,durum wheat pasta|||
190230|Other pasta|instant noodles,ramen,cup noodles,noodle cup,ramen noodle,instant ramen,pot noodle|||
190531|Sweet biscuits|cookie,biscuit,shortbread|||
190532|Waffles and wafers|frozen waffles,buttermilk waffles,toaster waffles,belgian waffles,waffles,wafer,wafers,wafer rolls,wafer biscuits|||
190590|Other bakery products|cake,bread,cracker,pastry,brownie,rice paper,spring roll wrapper,rice paper wrapper|||F
2008|Nuts and fruit otherwise prepared|peanut butter,roasted nut,roasted almond,nut butter,roasted pistachio,roasted cashew,salted pistachio,salted cashew,salted nuts,roasted and salted,peach halves,peaches in syrup,canned peaches,fruit in syrup,fruit cocktail,almond butter,cashew butter,dried cranberries,sweetened dried cranberries,dried cranberry,craisins|||
200811|Groundnuts prepared (incl. peanut butter)|peanut butter,peanut|||
200893|Cranberries and lingonberries, otherwise prepared (sweetened dried cranberries)|dried cranberries,sweetened dried cranberries,dried cranberry,craisins|||
2007|Jams, jellies and marmalades|jam,jelly,marmalade,fruit preserve,fruit spread,conserve,fruit conserve,strawberry conserve,apple butter,fruit butter,preserves,strawberry preserves|||
200799|Other jams and fruit spreads|conserve,fruit conserve,strawberry conserve,fruit spread,apple butter,fruit butter,preserves,strawberry preserves,apple sauce,applesauce||
2009|Fruit and vegetable juices|juice,orange juice,apple juice,fruit juice,cold pressed juice,nectar|||beverages
200912|Orange juice, not frozen|orange juice|||
200971|Apple juice|apple juice|||
200989|Juice of other single fruit or vegetable|||F
2101|Coffee, tea and mate extracts; instant coffee||||
210111|Coffee extracts and concentrates|instant coffee,coffee extract,cold brew concentrate||
210130|Roasted chicory and other roasted coffee substitutes|chicory coffee,roasted chicory|||
1602|Other prepared or preserved meat|beef jerky,jerky,meatball,meatballs,canned chicken,pate,liver pate,chicken liver pate,chicken nugget,breaded chicken,chicken tender,chicken strip|||food|
160220|Preparations of liver of any animal|pate,liver pate,chicken liver pate|||
160232|Prepared or preserved meat of fowls (chicken nuggets, canned chicken)|chicken nugget,breaded chicken,chicken tender,chicken strip,canned chicken|||
2005|Other vegetables prepared or preserved, not frozen|kimchi,sauerkraut,pickled vegetables|||food|
200520|Potatoes, prepared or preserved|potato chips,crisps,potato crisps,kettle chips,kettle potato chips|||
200551|Shelled beans, prepared or preserved, not frozen|baked beans|||
200570|Olives, prepared or preserved, not frozen|olives,green olives,black olives,kalamata olives,stuffed olives|||
2006|Fruit, nuts and peel preserved by sugar (candied, glace)|candied peel,candied orange peel,candied lemon peel,candied fruit,glace cherries,glace cherry,crystallised ginger,crystallized ginger,candied ginger,candied cherries,stem ginger,ginger in syrup,preserved ginger,ginger preserved|
200600|Fruit, nuts and peel preserved by sugar (candied, glace)|candied peel,candied orange peel,candied lemon peel,candied fruit,glace cherries,glace cherry,crystallised ginger,crystallized ginger,candied ginger,candied cherries,stem ginger,ginger in syrup,preserved ginger,ginger preserved|
160250|Prepared or preserved beef|corned beef,canned beef,tinned beef,beef jerky,jerky|||
160241|Prepared or preserved hams|canned ham,tinned ham|||
160249|Other prepared or preserved pork|luncheon meat,spam|||
1604|Prepared or preserved fish; caviar||||food|
160414|Tunas, prepared or preserved|canned tuna,tinned tuna,tuna in oil,tuna in brine,tuna in water,tuna chunks|||
160413|Sardines, prepared or preserved|sardines,canned sardines,tinned sardines|||
160416|Anchovies, prepared or preserved|anchovies,anchovy fillets|||
160420|Other prepared or preserved fish|fish fingers,fish sticks,fish cakes,fish balls,surimi,imitation crab,imitation crab sticks,crab sticks,crab stick,kani|||
160431|Caviar|caviar|||
1605|Crustaceans and molluscs, prepared or preserved|cooked prawn,cooked prawns,cooked shrimp,peeled prawn,prawn cocktail,crab meat canned,canned crab,breaded shrimp,battered shrimp,breaded prawn,tempura prawn,shrimp tempura|||food|
160521|Shrimps and prawns, prepared, not in airtight containers|cooked prawn,cooked shrimp,peeled prawn,prawn cocktail,breaded shrimp,battered shrimp,breaded prawn,tempura prawn,shrimp tempura|||
1804|Cocoa butter, fat and oil|cocoa butter,raw cocoa butter,cocoa butter wafers|||food|
180400|Cocoa butter, fat and oil|cocoa butter,raw cocoa butter,cocoa butter wafers|||
1805|Cocoa powder, unsweetened|cocoa powder,cacao powder,unsweetened cocoa|||food|
180500|Cocoa powder, unsweetened|||
180610|Cocoa powder, sweetened (drinking chocolate)|cocoa powder sweetened,sweetened cocoa powder,sweetened cocoa,drinking chocolate,hot chocolate powder|||
1901|Malt extract; food preparations of flour (doughs, mixes)|shortcrust pastry,puff pastry,ready rolled pastry,pastry dough,pizza dough,pancake mix,cake mix,baking mix,infant formula,baby formula,baby milk formula,follow on milk,infant milk powder,baby milk powder|||food|
190110|Preparations for infant use, for retail sale|infant formula,baby formula,baby milk formula,follow on milk,infant milk powder,baby milk powder|||
190120|Mixes and doughs for bakers' wares|shortcrust pastry,puff pastry,ready rolled pastry,pastry dough,pizza dough,pancake mix,cake mix,baking mix|||
190220|Stuffed pasta (ravioli, tortellini)|ravioli,tortellini,stuffed pasta,filled pasta|||
200599|Other prepared vegetables and mixtures (kimchi)|kimchi,sauerkraut,pickled vegetables|||
200819|Other nuts and seeds prepared (roasted, salted)|roasted pistachio,roasted cashew,salted pistachio,salted cashew,salted nuts,roasted and salted,roasted almond,roasted salted almond,salted almond,roasted mixed nut,roasted hazelnut,roasted macadamia,almond butter,cashew butter,nut butter|||
200870|Peaches, prepared or preserved|peach halves,peaches in syrup,canned peaches|||
2102|Yeasts; baking powders||||food|
210210|Active yeasts|yeast,dried yeast,active dry yeast,instant yeast|||
210230|Prepared baking powders|baking powder|||
210220|Inactive yeasts (nutritional yeast)|nutritional yeast|||
2103|Sauces, condiments and mixed seasonings|sauce,hot sauce,ketchup,mustard,condiment,bbq sauce,soy sauce,salsa,cooking wine,shaoxing cooking wine,sriracha,chili sauce,chilli sauce|||
210390|Other sauces and condiments|cooking wine,shaoxing cooking wine,sriracha,chili sauce,chilli sauce||
2104|Soups and broths and preparations therefor|soup,instant soup,broth,bone broth,stock cube,bouillon,bouillon cube,chicken stock cube,beef stock cube,vegetable stock cube,stock pot,cream of tomato soup,cream of mushroom soup,cream of chicken soup,tomato soup,chicken soup,mushroom soup,baby food,baby puree|||food
210410|Soups and broths and preparations therefor|soup,instant soup,broth,bone broth,stock cube,bouillon,bouillon cube,cream of tomato soup,cream of mushroom soup,cream of chicken soup,tomato soup,chicken soup,mushroom soup,chicken bouillon cube,chicken bouillon cubes,chicken stock cubes|||
210420|Homogenised composite food preparations (baby food)|baby food,baby puree|||
2105|Ice cream and other edible ice|ice cream,gelato,sorbet,frozen yogurt,ice lolly,popsicle,ice pop|||food|
210500|Ice cream and other edible ice|ice cream,gelato,sorbet,frozen yogurt,ice lolly,popsicle,ice pop|||
2106|Food preparations not elsewhere specified|protein powder,supplement,dietary supplement,meal replacement,food supplement,vitamin gummy,syrup,smoothie mix,tofu,multivitamin,vitamin gummies,gummy vitamins,whey protein,collagen powder,sugar free gum,sugar-free gum,sugar free chewing gum,sugar-free chewing gum,sugarless gum,sugarless chewing gum,sugar free candy,sugar-free candy,sugar free sweets,sugar free mints,sugar-free mints,xylitol gum,yeast extract,autolyzed yeast extract,autolysed yeast extract|||health
210610|Protein concentrates|whey protein,protein powder,whey protein powder|||
210690|Other food preparations|protein bar,energy bar,tofu,multivitamin,vitamin gummies,gummy vitamins,food supplement,dietary supplement,sugar free gum,sugar-free gum,sugar free chewing gum,sugar-free chewing gum,sugarless gum,sugarless chewing gum,sugar free candy,sugar-free candy,sugar free sweets,sugar free mints,sugar-free mints,xylitol gum,non-dairy creamer,non dairy coffee creamer,yeast extract,autolyzed yeast extract,autolysed yeast extract||
2201|Waters, mineral and aerated|mineral water,sparkling water,spring water|||
220110|Mineral and aerated waters|||
2202|Non-alcoholic beverages|soft drink,soda,energy drink,iced tea,kombucha,oat milk,almond milk,soy milk,rice milk,coconut milk drink,plant milk,coca cola,cola drink,fizzy drink,lemonade,alcohol free beer,non alcoholic beer,zero alcohol beer,0 0 beer,oat drink,almond drink,soya drink,soy drink,chocolate milk,chocolate milk drink,flavoured milk,alcohol free lager,non alcoholic lager|||
220210|Waters with added sugar or flavouring (soft drinks)|soft drink,soda,coca cola,cola drink,fizzy drink,lemonade,ginger beer,root beer,tonic water,flavoured sparkling water,flavored sparkling water,non alcoholic ginger beer,non-alcoholic ginger beer,ginger ale|||
220291|Non-alcoholic beer|alcohol free beer,non alcoholic beer,zero alcohol beer,0 0 beer,alcohol free lager,non alcoholic lager|||
220299|Other non-alcoholic beverages (plant-based milks)|oat milk,almond milk,soy milk,rice milk,coconut milk drink,plant milk,oat drink,almond drink,soya drink,soy drink,chocolate milk,chocolate milk drink,flavoured milk|||
2203|Beer made from malt|beer,ale,lager,ipa,stout,craft beer|||
220300|Beer|||
2204|Wine of fresh grapes|wine,red wine,white wine,rose wine,sparkling wine,champagne,prosecco,merlot,cabernet,chardonnay,pinot,sauvignon,riesling,chianti,malbec,shiraz,syrah,rioja,bordeaux,zinfandel,bottle of wine,still wine,table wine,cava|||beverages,alcohol
220410|Sparkling wine|sparkling wine,champagne,prosecco,cava|||
220421|Wine in containers of 2 litres or less|red wine,white wine,rose wine,merlot,cabernet,cabernet sauvignon,chardonnay,pinot noir,pinot grigio,sauvignon blanc,riesling,chianti,malbec,shiraz,syrah,rioja,bordeaux,zinfandel,bottle of wine,still wine,table wine||F
2207|Ethyl alcohol|ethanol,absolute ethanol,ethyl alcohol,denatured alcohol,methylated spirit|||
220710|Undenatured ethyl alcohol, ≥ 80 % vol|ethanol,absolute ethanol,ethyl alcohol|||
220720|Denatured ethyl alcohol|denatured alcohol,methylated spirit|||
2208|Spirits and liqueurs|whisky,whiskey,vodka,gin,rum,tequila,brandy,liqueur,bourbon,mezcal,spirit|||beverages,alcohol
220830|Whiskies|whisky,whiskey,bourbon,scotch|||
220860|Vodka|vodka|||
220850|Gin|gin|||
220890|Other spirits|||F
2209|Vinegar|vinegar,cider vinegar,apple cider vinegar,balsamic vinegar,rice vinegar,white wine vinegar,malt vinegar,red wine vinegar,wine vinegar,sherry vinegar,distilled white vinegar,white vinegar|||food|
220900|Vinegar and substitutes for vinegar|vinegar,cider vinegar,apple cider vinegar,balsamic vinegar,rice vinegar,white wine vinegar,malt vinegar,red wine vinegar,wine vinegar,sherry vinegar,distilled white vinegar,white vinegar|||
2304|Oilcake of soya beans (soybean meal)|soybean meal,soya bean meal,soybean cake,soya meal,defatted soy flour,defatted soybean flour,defatted soya flour|||
230400|Oilcake of soya beans|soybean meal,soya bean meal,soybean cake,soya meal,defatted soy flour,defatted soybean flour,defatted soya flour|||
2309|Prepared animal feed|pet food,pet treat,animal feed,cat milk,dog milk,pet milk,dog broth,bone broth for dogs,dog biscuit,dog biscuits,dog cookies|||pet
230910|Dog or cat food for retail sale|pet food,pet treat,dog food,cat food,dog treat,cat treat,kibble,puppy food,kitten food,dog chew,cat milk,dog milk,pet milk,dog broth,bone broth for dogs,dog biscuit,dog biscuits,dog cookies,dental dog treats,dog dental chews,dental chews|||
230990|Other preparations used in animal feeding (fish, bird, small-animal and farm feed)|fish food,fish flakes,tropical fish food,bird food,bird seed,wild bird food,suet ball,rabbit food,hamster food,guinea pig food,chicken feed,poultry feed,horse feed|||
2402|Cigars, cigarillos and cigarettes|cigar,cigarillo,cigarette|||
240210|Cigars and cigarillos containing tobacco|cigar,cigarillo|||
240220|Cigarettes containing tobacco|cigarette|||
2403|Other manufactured tobacco (smoking, water-pipe, chewing tobacco, snuff)|pipe tobacco,rolling tobacco,hand rolling tobacco,shisha tobacco,hookah tobacco,chewing tobacco,snuff,snus|||
240311|Water-pipe tobacco|shisha tobacco,hookah tobacco,molasses tobacco|||
240319|Other smoking tobacco|pipe tobacco,rolling tobacco,hand rolling tobacco|||
240399|Chewing tobacco, snuff and other manufactured tobacco|chewing tobacco,snuff,snus,loose snus|||
2404|Tobacco and nicotine products for inhalation without combustion or for oral use (new in HS 2022)|heated tobacco stick,heat not burn stick,tobacco stick,e liquid,eliquid,vape juice,vape liquid,nicotine salt,nicotine pouch,nicotine pouches,nicotine patch,nicotine gum,nicotine lozenge|||
240411|Tobacco products for inhalation without combustion (heated tobacco)|heated tobacco stick,heat not burn stick,tobacco stick|||
240412|Nicotine products for inhalation without combustion (e-liquids)|e liquid,eliquid,vape juice,vape liquid,nicotine salt|||
240491|Nicotine products for oral application (nicotine pouches)|nicotine pouch,nicotine pouches,nicotine gum,nicotine lozenge|||
240492|Nicotine products for transdermal application (nicotine patches)|nicotine patch|||
2815|Sodium hydroxide (caustic soda); potassium hydroxide|caustic soda,caustic soda flakes,caustic soda pearls|||
281511|Sodium hydroxide, solid|caustic soda,caustic soda flakes,caustic soda pearls|||
2847|Hydrogen peroxide|hydrogen peroxide|||
284700|Hydrogen peroxide|hydrogen peroxide|||
2905|Acyclic alcohols|isopropyl alcohol,isopropanol,rubbing alcohol,erythritol|||
290512|Propan-1-ol and propan-2-ol|isopropyl alcohol,isopropanol,rubbing alcohol|||
290549|Other polyhydric alcohols (erythritol)|erythritol|||
2939|Alkaloids and their derivatives|caffeine,caffeine anhydrous,anhydrous caffeine,nicotine,quinine|||
293930|Caffeine and its salts|caffeine,caffeine anhydrous,anhydrous caffeine,caffeine powder,caffeine citrate|||
2925|Carboxyimide and imine-function compounds|creatine,creatine monohydrate|||
292529|Other imines and their derivatives (creatine)|creatine,creatine monohydrate|||
3004|Medicaments in measured doses|medicine,medication,tablet,capsule,painkiller,vitamin tablet,ibuprofen,paracetamol,acetaminophen,hydrocortisone cream,antiseptic cream,antihistamine,cold and flu,cough syrup,suppository,suppositories,dosage form,in dosage form,injection vial,vials for injection,solution for injection,lidocaine patch,pain relief patch,pain relieving patch,medicated patch,transdermal patch,topical patch,testosterone gel,testosterone cream,hormone replacement gel|||health
300490|Other medicaments|ibuprofen,paracetamol,acetaminophen,hydrocortisone cream,antiseptic cream,antihistamine,cold and flu,cough syrup,flea spot on,flea treatment,wormer,dewormer,suppository,suppositories,dosage form,in dosage form,injection vial,vials for injection,solution for injection,lidocaine patch,pain relief patch,pain relieving patch,medicated patch,transdermal patch,topical patch,milk of magnesia||
3005|Wadding, gauze, bandages and adhesive plasters|plaster,plasters,fabric plasters,adhesive plaster,sticking plaster,band aid,bandaid,adhesive bandage,blister plaster,gauze,gauze swab,gauze pad,bandage,wound dressing|||health|
300510|Adhesive dressings and plasters|plaster,plasters,fabric plasters,adhesive plaster,sticking plaster,band aid,bandaid,adhesive bandage,blister plaster|||
300590|Gauze, bandages and dressings|gauze,gauze swab,gauze pad,bandage,wound dressing|||
3006|Pharmaceutical goods (first-aid kits, lubricant gels)|personal lubricant,lube gel|||health|
300650|First-aid boxes and kits|first aid kit,first aid box|||
300670|Gel preparations for body lubrication|personal lubricant,lube gel|||
3101|Animal or vegetable fertilisers (manure)|chicken manure,horse manure,manure,organic fertiliser,organic fertilizer,blood fish and bone,fish emulsion,worm castings,earthworm castings,vermicompost|||garden|
310100|Animal or vegetable fertilisers|chicken manure,horse manure,manure,organic fertiliser,organic fertilizer,blood fish and bone,fish emulsion,worm castings,earthworm castings,vermicompost|||
3104|Potassic fertilisers|muriate of potash,potassium chloride fertilizer|||garden|
310420|Potassium chloride (muriate of potash)|muriate of potash,potassium chloride fertilizer|||
3105|Mineral or chemical fertilisers (NPK; retail packs of 10 kg or less)|fertilizer,fertiliser,plant food,plant fertilizer,lawn feed,lawn fertilizer,npk fertilizer,fertilizer granules,fertilizer spikes,tomato feed,liquid plant feed,plant feed,liquid fertiliser,liquid fertilizer|||garden
310510|Fertilisers in tablets or in packages of 10 kg or less|fertilizer,fertiliser,plant food,plant fertilizer,lawn feed,lawn fertilizer,fertilizer granules,fertilizer spikes,tomato feed,liquid plant feed,plant feed,liquid fertiliser,liquid fertilizer,water soluble plant food,all purpose plant food|||
310520|Fertilisers containing nitrogen, phosphorus and potassium (NPK)|npk fertilizer,npk|||
3206|Other colouring matter; masterbatch; titanium dioxide pigments|masterbatch,black masterbatch,color masterbatch,titanium dioxide,tio2|||
320611|Pigments with 80 % or more titanium dioxide|titanium dioxide,tio2,rutile titanium dioxide|||
320649|Other colouring matter (masterbatch)|masterbatch,black masterbatch,color masterbatch,colour masterbatch|||
3301|Essential oils|essential oil,tea tree oil,lavender oil,eucalyptus oil,rosemary oil,orange oil,sweet orange oil,orange essential oil,cold pressed orange oil,lemon essential oil|||
330129|Other essential oils (lavender, tea tree, eucalyptus)|tea tree oil,lavender oil,eucalyptus oil,rosemary oil,essential oil,essential oils|||F
330112|Oils of orange, sweet or bitter|orange oil,sweet orange oil,orange essential oil,cold pressed orange oil|||
3302|Mixtures of odoriferous substances for food or drink industries|flavour compound,flavor compound,food flavouring,food flavoring,flavouring for beverage industry,flavor concentrate for beverages|||
330210|Flavourings of a kind used in the food or drink industries|flavour compound,flavor compound,food flavouring,food flavoring,flavouring for beverage industry,flavor concentrate for beverages|||
3303|Perfumes and toilet waters|perfume,eau de parfum,eau de toilette,cologne,fragrance,body mist,body spray,parfum|||beauty,fragrance
330300|Perfumes and toilet waters|||
3304|Make-up, skin-care and manicure preparations|massage oil,body oil,makeup,cosmetic,lipstick,lip gloss,lip balm,lip liner,mascara,eyeliner,eyeshadow,eye shadow,nail polish,nail varnish,foundation,concealer,blush,bronzer,face powder,moisturizer,moisturiser,face cream,serum,sunscreen,sunblock,skincare,skin care,face mask,toner,night cream,body lotion,hand cream,primer,highlighter,moisturising cream,moisturizing cream,body cream,day cream,argan oil,body butter,body scrub,face scrub,sugar scrub,coffee scrub,stretch mark cream,baby powder,talc powder|||beauty,makeup,skincare
330410|Lip make-up|lipstick,lip gloss,lip liner,lip balm,lip tint,lip stain|||
330420|Eye make-up|mascara,eyeliner,eyeshadow,eye shadow,eyebrow pencil,brow gel,eye palette|||
330430|Manicure and pedicure preparations|nail polish,nail varnish,nail lacquer,gel polish,cuticle oil|||
330491|Powders, compressed or not|face powder,setting powder,pressed powder,loose powder,blush,bronzer,baby powder,talc powder|||
330499|Other beauty and skin-care preparations|sheet mask,face sheet mask,moisturising cream,moisturizing cream,moisturiser,moisturizer,face cream,hand cream,body cream,night cream,day cream,argan oil,body butter,body scrub,face scrub,sugar scrub,coffee scrub,stretch mark cream,sheet face mask,hydrating face mask,eye gel,under eye gel,petroleum jelly|||F
3305|Hair preparations|shampoo,conditioner,hair oil,hair spray,hairspray,hair gel,hair mask,hair serum,dry shampoo,hair wax,pomade,hair dye,hair colour,hair color,permanent hair colour,hair colour kit|||beauty,hair care
330510|Shampoos|shampoo,dry shampoo|||
330530|Hair lacquers|hair spray,hairspray|||
330590|Other hair preparations|hair growth spray,hair growth serum,hair growth oil,hair loss treatment,hair tonic,hair regrowth,hair colour,hair color,hair dye,permanent hair colour,hair colour kit||F
3306|Oral and dental hygiene preparations|toothpaste,mouthwash,dental floss,floss,whitening strip,denture fixative,denture adhesive,denture cream,denture cleaning tablet|||personal care
330610|Dentifrices|toothpaste|||
330620|Dental floss|dental floss,floss|||
330690|Other oral hygiene preparations|denture fixative,denture adhesive,denture cream,denture cleaning tablet||F
5207|Cotton yarn put up for retail sale|embroidery floss,stranded cotton,cotton embroidery thread,cross stitch floss,cross stitch thread,crochet cotton,crochet yarn,cotton crochet yarn,cotton yarn ball,amigurumi yarn,cotton knitting yarn|||
520710|Cotton yarn put up for retail sale|embroidery floss,stranded cotton,cotton embroidery thread,cross stitch floss,cross stitch thread,crochet cotton,crochet yarn,cotton crochet yarn,cotton yarn ball,amigurumi yarn,cotton knitting yarn|||
5511|Yarn of man-made staple fibres, put up for retail sale|acrylic yarn,acrylic knitting yarn,acrylic crochet yarn|||
551110|Yarn of synthetic staple fibres, 85 % or more, put up for retail sale (acrylic knitting yarn)|acrylic yarn,acrylic knitting yarn,acrylic crochet yarn|||
5208|Woven fabrics of cotton, 85 % or more by weight of cotton, weighing not more than 200 g/m2|quilting fabric,quilting cotton,fat quarter,quilting cotton fabric|||
520852|Printed plain-weave cotton fabrics, 100 g/m2 to 200 g/m2 (quilting cotton)|quilting fabric,quilting cotton,fat quarter,quilting cotton fabric|||
3307|Shaving, deodorant, bath and room-scenting preparations|deodorant,antiperspirant,shaving cream,shaving foam,aftershave,bath salt,bath bomb,bubble bath,room spray,reed diffuser,incense,incense stick,air freshener,beard oil,hair removal cream,depilatory cream,depilatory,bath soak,soaking solution,epsom salt soak,foot soak|||beauty,personal care,home fragrance
330710|Shaving preparations|shaving cream,shaving foam,shaving gel,aftershave,beard oil|||
330720|Deodorants and antiperspirants|deodorant,antiperspirant|||
330730|Bath salts and bath preparations|bath salt,bath bomb,bubble bath,bath soak,soaking solution,epsom salt soak,foot soak|||
330741|Agarbatti and incense burning preparations|incense,incense stick,agarbatti,incense cone|||
330749|Room perfuming preparations|room spray,reed diffuser,air freshener,diffuser oil|||
330790|Other toiletries|contact lens solution,lens solution,saline solution contact lens,hair removal cream,depilatory cream,depilatory|||F
3401|Soap and skin-washing products|soap,bar soap,handmade soap,body wash,shower gel,liquid soap,hand soap,hand wash|||beauty,personal care
340111|Toilet soap in bars|bar soap,soap bar,handmade soap,soap|||F
340130|Liquid skin-washing products|body wash,shower gel,liquid soap,hand soap,hand wash,face wash,cleanser,foaming face wash,facial wash,facial cleanser|||
3402|Washing and cleaning preparations|dishwasher detergent,dishwasher powder,dishwasher detergent powder|||home|
340290|Washing and cleaning preparations|laundry detergent,dishwashing liquid,washing up liquid,dish soap,glass cleaner,window cleaner,toilet cleaner,all purpose cleaner,surface cleaner,fabric softener,laundry pods,dishwasher tablets,limescale remover,descaler,oven cleaner,bathroom cleaner,bathroom spray|||
3406|Candles, tapers and the like|candle,scented candle,soy candle,tealight,tea light,pillar candle,taper candle,votive,wax melt,birthday candle,number candle|||home,home fragrance
340600|Candles and tapers|||
3923|Plastic articles for the conveyance or packing of goods|plastic bag,grocery bag,shopping bag,garbage bag,trash bag,bin bag,poly bag,mailer bag,zip lock bag,ziplock bag,plastic bottle,pet bottle,plastic crate,plastic lid,bottle cap,freezer bag,sandwich bag,resealable bag,vacuum storage bag,compression bag,bubble bag,food bag,outer sleeve,record sleeve,polyethylene sleeve,poly sleeve,plastic jerry can,plastic gas can,gas can,plastic fuel can,plastic fuel container,fuel container,flip-top closure,flip top closure,flip-top closures,flip top cap,plastic closure,plastic closures,plastic screw cap,food storage bag,gallon storage bag,gallon bag,trash can liners,trash can liner,can liners,garbage can liners,bin liners|||
392321|Sacks and bags of polymers of ethylene|plastic bag,grocery bag,shopping bag,garbage bag,trash bag,bin bag,poly bag,mailer bag,zip lock bag,ziplock bag,polyethylene bag,pe bag,poop bag,dog poop bag,dog waste bag,zip bag,freezer bag,sandwich bag,resealable bag,vacuum storage bag,compression bag,bubble bag,food bag,outer sleeve,record sleeve,polyethylene sleeve,poly sleeve,food storage bag,gallon storage bag,gallon bag,trash can liners,trash can liner,can liners,garbage can liners,bin liners,poop bags,dog poop bags,dog waste bags|||P
392329|Sacks and bags of other plastics|pvc bag|||
392330|Plastic carboys, bottles and flasks|plastic bottle,pet bottle,squeeze bottle,pet preform,bottle preform,plastic jerry can,plastic gas can,gas can,plastic fuel can,plastic fuel container,fuel container,preform|||
392310|Plastic boxes, cases and crates|plastic crate|||
392390|Other plastic articles for conveyance or packing (pallets)|plastic pallet|||
392350|Plastic stoppers, lids and caps|plastic lid,bottle cap,flip-top closure,flip top closure,flip-top closures,flip top cap,plastic closure,plastic closures,plastic screw cap,screw cap,screw caps,polypropylene cap,polypropylene caps,pp cap,pp caps,bottle caps|||
3916|Monofilament, rods and profile shapes of plastics|upvc profile,pvc profile,window profile,upvc window profile|||
391690|Monofilament and profiles of other plastics (PLA, PETG)|3d printer filament,pla filament,petg filament,abs filament,printer filament|||
3917|Tubes, pipes and hoses of plastics|hdpe pipe,pe pipe,upvc pipe,pvc pipe|||home,tools|
391732|Plastic tubes and hoses, not reinforced, without fittings|plastic tubing,pvc tubing,vinyl tubing,silicone tubing,polyethylene tubing,aquarium air tubing,heat shrink tubing,heat shrink tube,heat shrink sleeve|||
391739|Other plastic tubes and hoses (garden hoses)|garden hose,expandable hose,expandable garden hose,water hose|||
3918|Floor and wall coverings of plastics||||home|
391810|Floor and wall coverings of polymers of vinyl chloride|vinyl flooring,pvc flooring,vinyl plank,luxury vinyl plank,lvt flooring,spc flooring,vinyl floor tile|||
3924|Plastic tableware, kitchenware and household articles|plastic container,food container,lunch box,storage container,plastic cup,plastic plate,reusable cup,ice cube tray,ice cube mold,ice cube bag,bento box,sippy cup,baby cup,cooler box,ice chest,hard cooler,storage bin,soap dispenser,shaker bottle,protein shaker,cake mold,silicone mold,baking mold,cookie cutter,drinking straw,reusable straw,trash can,garbage can,waste bin,dustbin,rubbish bin,dustpan,cool box,baking mould,cake mould,muffin mould,muffin mold,cupcake mould,cupcake mold,bundt pan silicone,silicone lid,silicone lids,stretch lid,silicone stretch lid,food cover,kitchen sponge,dish sponge,cleaning sponge,scrub sponge,scouring sponge,shower curtain,air fryer liner,silicone air fryer liner,silicone food storage bag,silicone storage bag,silicone food bag,reusable silicone bag|||kitchen,home
392410|Plastic tableware and kitchenware|plastic cutlery,plastic spoon,plastic fork,silicone baking mat,baking mat,ladle,spatula,silicone spatula,whisk,kitchen utensil set,shaker bottle,protein shaker,cake mold,silicone mold,baking mold,drinking straw,reusable straw,silicone food bag,piping bag,pastry bag,icing bag,baking mould,cake mould,muffin mould,muffin mold,cupcake mould,cupcake mold,silicone lid,silicone lids,stretch lid,silicone stretch lid,food cover,air fryer liner,silicone air fryer liner,silicone food storage bag,silicone storage bag,reusable silicone bag,egg holder,egg storage tray||
392490|Other household and toilet articles of plastics|cooler box,ice chest,hard cooler,storage bin,soap dispenser,trash can,garbage can,waste bin,dustbin,rubbish bin,dustpan,baby bottle,feeding bottle,teether,teething ring,pill organizer,pill box,clothes peg,clothespin,cool box,beauty blender,makeup sponge,makeup blender sponge,litter box,litter tray,cat litter box,teething toy,kitchen sponge,dish sponge,cleaning sponge,scrub sponge,scouring sponge,shower curtain,plastic clothespins,plastic clothes pegs,peva shower curtain,shower curtain liner,vinyl shower curtain,plastic shower curtain,peva shower curtain liner|||
3926|Other articles of plastics|cable tie,zip tie,phone holder,phone stand,phone mount,car phone holder,car phone mount,tablet stand,phone case,phone cover,silicone case,protective case,keychain,key chain,badge holder,lanyard,screen protector,hydrogel film,pen holder,pencil holder,acrylic keychain,acrylic stand,acrylic standee,acrylic sign,acrylic plaque,car ornament,dashboard ornament,plastic ornament,resin figurine,resin statue,resin ornament,earphone case,airpods case,car mount,phone car mount,clothes hanger,coat hanger,plastic hanger,makeup organizer,cosmetic organizer,rain poncho,disposable poncho,plastic raincoat,wire tie,retainer clip,push retainer,plastic rivet,trim clip,bag clip,chip clip,chip bag clip,food clip,bag sealing clip,pvc raincoat,clear raincoat,disposable raincoat,pu belt,pu leather belt,faux leather belt,shoe charm,croc charm,letter tray,desk tray,document tray,petri dish,petri dishes,plastic petri dish,polystyrene petri dish|||accessories
392610|Office and school supplies of plastics|pen holder,pencil holder,letter tray,desk tray,document tray|||
392640|Statuettes and other ornamental articles of plastics|acrylic keychain,acrylic stand,acrylic standee,acrylic sign,acrylic plaque,car ornament,dashboard ornament,plastic ornament,resin figurine,resin statue,resin ornament|||
392690|Other articles of plastics|wall anchor,drywall anchor,wall plug,ear plugs,earplugs,seedling tray,seed starter tray,plant tray,space blanket,emergency blanket,mylar blanket,clothes hanger,coat hanger,plastic hanger,makeup organizer,cosmetic organizer,wire tie,retainer clip,push retainer,plastic rivet,trim clip,bag clip,chip clip,chip bag clip,food clip,bag sealing clip,pvc raincoat,plastic raincoat,clear raincoat,disposable raincoat,disposable poncho,pu belt,pu leather belt,faux leather belt,shoe charm,croc charm,petri dish,petri dishes,plastic petri dish,polystyrene petri dish,smartphone case,protective phone case,tpu phone case,press on nails,press-on nails,fake nails,false nails,artificial nails,artificial fingernails|plastic,resin||F
4016|Other articles of vulcanised rubber|rubber band,eraser,rubber mat,resistance band,mouse pad,mousepad,gaming mouse pad,desk mat,car floor mat,rubber floor mat,floor liner,rubber grommet,grommet,oil seal,nbr oil seal,nbr o ring,nbr o rings,rubber o ring,rubber o rings,epdm o ring,fkm o ring,viton o ring|||
401699|Other articles of rubber|resistance band,rubber mat,rubber band,mouse pad,mousepad,gaming mouse pad,desk mat,rubber grommet,grommet,wiper refill,wiper blade refill,wiper rubber refill|||F
401692|Erasers|eraser|||
4010|Conveyor or transmission belts of vulcanised rubber||||auto parts|
401012|Conveyor belts reinforced with textiles|rubber conveyor belt,conveyor belting|||
401035|Endless synchronous belts|timing belt,synchronous belt,cam belt,cambelt|||
401039|Other transmission belts|serpentine belt,drive belt,fan belt,v belt,poly v belt,ribbed belt,alternator belt,transmission belt|||
3802|Activated carbon||||
380210|Activated carbon|activated carbon,activated charcoal|||
4201|Saddlery and harness for any animal (incl. leashes and collars)|dog leash,leash,lead,dog collar,cat collar,pet collar,harness,dog harness,pet harness,saddle,bridle,dog coat,dog sweater,dog hoodie,dog jacket,dog raincoat,dog clothes,pet clothes,pet clothing,dog costume,pet costume,dog boots,dog lead,dog jumper,dog vest,dog dress,pet sweater,cat sweater,dog pajamas,dog pyjamas,pet jumper,horse blanket,turnout blanket,horse rug,fly sheet,saddle pad,saddle cloth,horse blankets|||pet
420100|Saddlery and harness for any animal|horse blanket,turnout blanket,horse rug,fly sheet,saddle pad,saddle cloth,horse blankets||
4202|Trunks, suitcases, handbags, wallets and similar containers|watch box,jewelry box,jewellery box,jewelry case,watch case organizer,running armband,phone armband,insulated lunch box,insulated lunch bag,lunch bag,lunch tote||bags,accessories|M
420211|Suitcases and briefcases, leather outer surface|suitcase,luggage,carry on,briefcase,trolley bag,vanity case,attache case|leather||
420212|Suitcases and briefcases, plastic or textile outer surface|^|plastic,textile,synthetic,cotton|||F
420219|Suitcases and briefcases, other outer surface|^|paper,wood,base_metal,aluminium||
420221|Handbags, leather outer surface|handbag,purse,tote,tote bag,shoulder bag,crossbody,crossbody bag,clutch,satchel,hobo bag,bucket bag|leather||
420222|Handbags, plastic or textile outer surface|^|plastic,textile,synthetic,cotton,wool|||F
420229|Handbags, other outer surface|^|paper,wood,base_metal,straw||
420231|Pocket and handbag articles (wallets etc.), leather outer surface|wallet,card holder,cardholder,coin purse,billfold,money clip,passport holder,passport cover,key case,phone wallet,card case,credit card case,cigar case,leather cigar case|leather||
420232|Pocket and handbag articles, plastic or textile outer surface|^|plastic,textile,synthetic,cotton|||F
420239|Pocket and handbag articles, other materials|^|paper,wood,base_metal,aluminium||
420291|Other bags and cases, leather outer surface|backpack,rucksack,duffel,duffel bag,gym bag,travel bag,toiletry bag,cosmetic bag,makeup bag,laptop bag,laptop sleeve,camera bag,tool bag,sports bag,messenger bag,pet carrier,cat carrier,dog carrier,fanny pack,belt bag,pencil case,tablet case,ipad case,laptop case,kindle case,camera case,glasses case,sunglasses case,headphone case,earbud case,bag,shopping bag,reusable shopping bag,canvas bag,shopper bag,gig bag,guitar bag,guitar case,instrument case,guitar gig bag,ukulele bag,violin case,diaper bag,diaper pouch,nappy bag,changing bag,baby changing bag,diaper backpack,diaper caddy bag|leather||
420292|Other bags and cases, plastic or textile outer surface|^,camera backpack,camera bag,camera sling bag|plastic,textile,synthetic,cotton,wool|||F
420299|Other bags and cases, other outer surface|^|paper,wood,base_metal||
4203|Apparel and clothing accessories of leather|leather jacket,leather belt,belt,leather glove,leather skirt,leather trousers,leather pants,leather shorts,leather dress,leather vest|leather|apparel|
420310|Articles of apparel of leather|leather jacket,leather skirt,leather trousers,leather coat,leather pants,leather shorts,leather dress,leather vest|||
420329|Gloves of leather, other than sport|leather glove|||
420330|Belts and bandoliers of leather|belt,leather belt|||F
420321|Gloves specially designed for sports, of leather (baseball gloves)|baseball glove,baseball mitt,softball glove,catcher mitt,catchers mitt,first base mitt|||
4407|Wood sawn lengthwise, thicker than 6 mm||||
440799|Other sawn wood|lumber,timber,sawn timber,wood plank,wooden plank|wood||F
4415|Packing cases, boxes, cable drums and pallets of wood|wooden pallet,wooden pallets,wood pallet,wood pallets,pallet,pallets,pine pallets,euro pallet,pallet collar,wooden crate,wooden crates,cable drum|||
441510|Cases, boxes, crates, drums and cable drums of wood|wooden crate,wooden crates,cable drum,wooden packing case|||
441520|Pallets, box pallets and pallet collars of wood|wooden pallet,wooden pallets,wood pallet,wood pallets,pallet,pallets,pine pallets,euro pallet,pallet collar|||F
4414|Wooden frames for paintings, photographs and mirrors|picture frame,photo frame|wood,bamboo|decor|
441490|Wooden frames of other wood|||F
4419|Tableware and kitchenware of wood|cutting board,chopping board,wooden spoon,serving board,charcuterie board,chopstick,salad bowl,wooden bowl,utensil set,rolling pin,honey dipper,honey dipper stick,wooden honey dipper,honey stirrer|wood,bamboo|kitchen|
441911|Bread and cutting boards of bamboo|cutting board,chopping board,serving board|bamboo||
441912|Chopsticks of bamboo|chopstick|bamboo||
441990|Tableware and kitchenware of other wood|rolling pin,honey dipper,honey dipper stick,wooden honey dipper,honey stirrer||F
4417|Tools, tool bodies and handles, shoe lasts and trees, of wood|axe handle,hammer handle,tool handle,shovel handle,broom handle,shoe tree,boot tree,shoe last|||
441700|Tools, tool bodies and handles, brush bodies and handles, shoe lasts and trees, of wood|axe handle,hammer handle,tool handle,shovel handle,broom handle,shoe tree,boot tree,shoe last,sledge hammer handle,replacement handle,hickory handle|||
4420|Wooden statuettes, ornaments, boxes and caskets|wooden box,jewelry box,jewellery box,humidor,cigar humidor,cigar box,wooden figurine,wood carving,keepsake box,wooden ornament,carved figurine,wood carved figurine,hand carved figurine,carved wooden animal,wooden animal figurine|wood|home,decor|
442090|Other wooden boxes, caskets and ornaments|||F
442019|Statuettes and ornaments of wood (non-tropical)|wooden figurine,wood carving,wooden ornament,carved figurine,wood carved figurine,hand carved figurine,carved wooden animal,wooden animal figurine|||
4602|Basketwork and wickerwork articles|basket,wicker basket,storage basket,rattan basket,woven basket,hamper|bamboo,rattan,straw||
460212|Basketwork of rattan|rattan basket|rattan||
460219|Basketwork of other vegetable material|||F
4802|Uncoated writing and printing paper (copy paper)|printer paper,copy paper,copier paper,a4 paper,printing paper,writing paper|paper||
480256|Uncoated paper of 40–150 g/m², in sheets (A4 and letter copy paper)|printer paper,copy paper,copier paper,a4 paper,printing paper|||
4818|Toilet paper, tissues, napkins and the like|toilet paper,tissue,paper napkin,paper towel,facial tissue,kitchen roll|paper||
481830|Paper tablecloths and napkins|paper napkin,napkin|||
481810|Toilet paper|toilet paper|||F
4819|Cartons, boxes and bags of paper|gift box,cardboard box,shipping box,mailer box,paper bag,gift bag,paper shopping bag,kraft bag,kraft paper bag|paper|packaging|
481920|Folding cartons and boxes|gift box,cardboard box,shipping box,mailer box|||F
481940|Other paper sacks and bags|paper bag,gift bag,paper shopping bag,kraft bag,kraft paper bag|||
4820|Notebooks, diaries, binders and other paper stationery|notebook,journal,diary,planner,agenda,notepad,sketchbook,exercise book,binder,folder,photo album,scrapbook,bullet journal,memo pad|paper|stationery,office|
482010|Notebooks, diaries, notepads and similar|notebook,journal,diary,planner,agenda,notepad,memo pad,bullet journal,sketchbook|||F
482020|Exercise books|exercise book,composition book|||
482030|Binders and folders|binder,folder,file folder|||
482050|Albums for samples or collections|photo album,scrapbook,sticker album|||
4823|Other articles of paper (paper plates and cups)|paper plate,paper plates,paper cup,paper cups,paper bowl,paper straw,coffee filter,paper coffee filter,party plates,paper party plates,foil paper plates,paper bowls,hot cups,paper hot cups,paperboard cups,disposable paper cups,paper drinking straws,paper straws,egg carton,egg cartons,egg tray,pulp egg tray,paper coffee cup,paper coffee cups|||kitchen,party|
482320|Filter paper and paperboard (coffee filters)|coffee filter,coffee filters,paper coffee filter,paper coffee filters,cone coffee filters|||
482370|Moulded or pressed articles of paper pulp (egg cartons)|egg carton,egg cartons,egg tray,pulp egg tray,paper pulp tray|||
482369|Paper trays, plates and cups|paper plate,paper plates,paper cup,paper cups,paper bowl,party plates,paper party plates,foil paper plates,paper bowls,hot cups,paper hot cups,paperboard cups,disposable paper cups,paper coffee cup,paper coffee cups,cupcake liners,baking cups,muffin cases|||
482390|Other articles of paper|paper straw,paper drinking straws,paper straws|||
4901|Printed books and brochures|book,novel,paperback,hardcover,hardback,cookbook,textbook,biography,memoir,poetry,fiction,nonfiction,guidebook,manga,graphic novel,comic book,workbook|paper|books|
490191|Dictionaries and encyclopaedias|dictionary,encyclopedia,encyclopaedia|||
490199|Other printed books|repair manual,workshop manual,service manual,owners manual||F
4902|Newspapers, journals and periodicals|magazine,newspaper,periodical,zine|||books
490290|Other newspapers and periodicals|||
4903|Children's picture, drawing or colouring books|picture book,coloring book,colouring book,board book,children book,activity book|||books
490300|Children's picture and colouring books|||
4909|Printed postcards and greeting cards|greeting card,birthday card,postcard,thank you card,christmas card,wedding card|||stationery
490900|Postcards and greeting cards|||
4910|Printed calendars|calendar,wall calendar,desk calendar|||
491000|Calendars|||
4911|Other printed matter, prints and pictures|poster,art print,print,photograph,photocard,photo card,lomo card,sticker,catalogue,wall art print|||art
491191|Pictures, prints and photographs|poster,art print,print,photograph,wall art print,photocard,photo card,lomo card|||F
491199|Other printed matter|sticker,catalogue|||
5705|Other carpets and rugs|rug,area rug,carpet,doormat,door mat,runner rug|||home
570500|Other carpets and textile floor coverings|||
5701|Knotted carpets and other textile floor coverings|hand knotted rug,hand knotted carpet,persian rug,oriental rug,knotted rug,hand knotted wool rug,moroccan rug,moroccan wool rug,berber rug,beni ourain rug|||
570110|Knotted carpets of wool or fine animal hair|hand knotted rug,hand knotted carpet,persian rug,oriental rug,knotted rug,hand knotted wool rug,moroccan rug,moroccan wool rug,berber rug,beni ourain rug|||
5702|Woven carpets and rugs, not tufted or flocked (coir mats, kilims)|coir doormat,coir mat,coir door mat,coconut fibre doormat,coconut fiber doormat|||
570220|Floor coverings of coconut fibres (coir)|coir doormat,coir mat,coir door mat,coconut fibre doormat,coconut fiber doormat|||
5703|Tufted carpets and rugs|tufted rug,tufted carpet,tufted area rug,hand tufted rug,hand-tufted rug,tufted carpet tiles,broadloom carpet,tufted broadloom carpet,broadloom,artificial grass,artificial turf,fake grass,synthetic turf,fake lawn,synthetic grass|||home|M
570329|Tufted carpets of nylon (other than turf)|tufted rug,tufted carpet,tufted area rug,hand tufted rug,tufted carpet tiles,broadloom carpet,tufted broadloom carpet,broadloom|synthetic|||F
570339|Tufted carpets of other man-made fibres (other than turf)|tufted rug,tufted carpet,tufted area rug|||
570390|Tufted carpets of other textile materials (cotton)|tufted rug,tufted carpet,tufted area rug|cotton||
570331|Turf of other man-made textile materials, tufted (artificial grass)|artificial grass,artificial turf,fake grass,synthetic turf,fake lawn,synthetic grass|||
6103|Men's suits, jackets, trousers and shorts, knitted|men jogger,men sweatpant,men short,men track pant||apparel|MGm
610342|Men's knitted trousers and shorts of cotton||cotton||
610343|Men's knitted trousers and shorts of synthetic fibres||synthetic|||F
6104|Women's suits, dresses, skirts, trousers and shorts, knitted|legging,jogger,sweatpant,track pant,yoga pant,bike short,jersey dress,bodycon dress,dress,skirt,trouser,short,pant||apparel|MGw
610442|Women's knitted dresses of cotton|dress,jersey dress,bodycon dress|cotton||
610443|Women's knitted dresses of synthetic fibres|dress,jersey dress,bodycon dress|synthetic|||F
610462|Women's knitted trousers and shorts of cotton|legging,jogger,sweatpant,track pant,yoga pant,bike short,trouser,short,pant|cotton||
610463|Women's knitted trousers and shorts of synthetic fibres|legging,jogger,sweatpant,track pant,yoga pant,bike short,trouser,short,pant|synthetic|||F
6105|Men's shirts, knitted (incl. polo shirts)|polo,polo shirt,knit shirt,henley||apparel|M
610510|Men's knitted shirts of cotton||cotton||
610520|Men's knitted shirts of man-made fibres||synthetic,viscose|||F
6107|Men's underpants, briefs and pyjamas, knitted|boxer,boxer brief,brief,underpant,trunk,men underwear||apparel,underwear|MGm
610711|Men's knitted underpants and briefs of cotton||cotton||
610712|Men's knitted underpants and briefs of man-made fibres||synthetic,viscose|||F
6108|Women's slips, briefs, nightdresses and pyjamas, knitted|panty,panties,knicker,thong,underwear,lingerie,nightgown,nightdress,pajama,pyjama,sleepwear,slip,bathrobe,bath robe,dressing gown||apparel,underwear|MGw
610821|Women's knitted briefs and panties of cotton|panty,panties,knicker,thong,underwear|cotton||
610822|Women's knitted briefs and panties of man-made fibres|panty,panties,knicker,thong,underwear,lingerie|synthetic,viscose|||F
610831|Women's knitted nightdresses and pyjamas of cotton|nightgown,nightdress,pajama,pyjama,sleepwear|cotton||
610892|Women's knitted bathrobes, dressing gowns and nightdresses of man-made fibres|bathrobe,bath robe,dressing gown|synthetic|||
6109|T-shirts, singlets, tank tops and vests, knitted|t shirt,tshirt,tee,graphic tee,tank top,singlet,camisole,crop top,muscle tee||apparel|M
610910|T-shirts and vests of cotton||cotton||
610990|T-shirts and vests of other textile materials||synthetic,wool,silk,linen|||F
6110|Sweaters, pullovers, cardigans, sweatshirts and hoodies, knitted|sweater,jumper,pullover,cardigan,sweatshirt,hoodie,hoody,hooded sweatshirt,crewneck,turtleneck,fleece jacket,zip hoodie,knit vest||apparel|M
611011|Sweaters and pullovers of wool|sweater,jumper,pullover,cardigan,knit vest|wool||
611020|Sweaters, sweatshirts and hoodies of cotton|^|cotton||
611030|Sweaters, sweatshirts and hoodies of man-made fibres|^|synthetic,viscose|||F
6111|Babies' garments and accessories, knitted|baby bodysuit,onesie,romper,baby grow,sleepsuit,baby outfit,infant bodysuit,baby clothes,romper suit,baby romper,baby jumpsuit||apparel,baby|M
611120|Babies' knitted garments of cotton||cotton|||F
611130|Babies' knitted garments of synthetic fibres||synthetic||
6112|Tracksuits, ski suits and swimwear, knitted|swimsuit,bikini,swimwear,bathing suit,swim trunk,board short,tracksuit,one piece swimsuit,swim bottom,bikini bottom,bikini top,swim top,tankini||apparel,swimwear|M
611241|Women's swimwear of synthetic fibres|swimsuit,bikini,swimwear,bathing suit,one piece swimsuit,swim bottom,bikini bottom,bikini top,swim top,tankini|synthetic||FGw
611231|Men's swimwear of synthetic fibres|swim trunk,board short|synthetic||Gm
611220|Ski suits|ski suit|||
6113|Garments of rubberised, coated or laminated knitted fabrics|wetsuit,wet suit|||
611300|Garments of rubberised, coated or laminated knitted fabrics|wetsuit,wet suit|||
6115|Socks, tights and other hosiery, knitted|sock,tight,stocking,pantyhose,hosiery,ankle sock,compression sock||apparel|M
611510|Graduated compression hosiery|compression sock,compression socks,compression stocking,compression stockings,graduated compression socks,support stockings|||
611595|Socks and hosiery of cotton||cotton||
611596|Socks and hosiery of synthetic fibres||synthetic||
611599|Socks and hosiery of other textile materials||wool,silk|||F
6116|Gloves and mittens, knitted|glove,mitten,knit glove,touchscreen glove||apparel|M
611691|Knitted gloves of wool||wool||
611692|Knitted gloves of cotton||cotton||
611693|Knitted gloves of synthetic fibres||synthetic|||F
6117|Other knitted clothing accessories (scarves, shawls)|knit scarf,knitted scarf,infinity scarf,snood,neck warmer,neck gaiter,knit neck gaiter||apparel,accessories|
611710|Shawls, scarves and veils, knitted|neck gaiter,knit neck gaiter,knit scarf,knitted scarf,infinity scarf,snood||
611780|Other knitted clothing accessories|hair tie,hair elastic,sweatband|||
6201|Men's coats, anoraks and jackets, not knitted|jacket,coat,parka,puffer,puffer jacket,raincoat,windbreaker,anorak,trench coat,rain jacket,down jacket,winter coat||apparel,outerwear|MGm
620130|Men's coats and jackets of cotton||cotton||
620140|Men's coats and jackets of man-made fibres||synthetic,viscose|||F
620120|Men's coats and jackets of wool||wool||
6202|Women's coats, anoraks and jackets, not knitted|jacket,coat,parka,puffer,puffer jacket,raincoat,windbreaker,anorak,trench coat,rain jacket,down jacket,winter coat||apparel,outerwear|MGw
620230|Women's coats and jackets of cotton||cotton||
620240|Women's coats and jackets of man-made fibres||synthetic,viscose|||F
620220|Women's coats and jackets of wool||wool||
6203|Men's suits, blazers, trousers and shorts, not knitted|jean,trouser,chino,pant,short,cargo pant,cargo short,blazer,suit,denim jean,men jean||apparel|MGm
620342|Men's trousers, jeans and shorts of cotton|jean,trouser,chino,pant,short,cargo pant,cargo short,denim jean,men jean|cotton|||F
620343|Men's trousers and shorts of synthetic fibres|jean,trouser,chino,pant,short,cargo pant,cargo short|synthetic||
620333|Men's jackets and blazers of synthetic fibres|blazer,suit jacket,sport coat|synthetic||
620331|Men's jackets and blazers of wool|blazer,suit jacket,sport coat|wool||
6204|Women's suits, dresses, skirts, trousers and shorts, not knitted|dress,skirt,maxi dress,midi dress,sundress,jean,trouser,pant,short,chino,wide leg pant,denim jean,denim skirt,women jean,mom jean||apparel|MGw
620442|Women's dresses of cotton|dress,maxi dress,midi dress,sundress|cotton||P
620443|Women's dresses of synthetic fibres|dress,maxi dress,midi dress,sundress|synthetic|||FP
620444|Women's dresses of artificial fibres (viscose)|dress,maxi dress,midi dress,sundress|viscose||P
620452|Women's skirts of cotton|skirt,denim skirt|cotton||P
620453|Women's skirts of synthetic fibres|skirt|synthetic||FP
620462|Women's trousers, jeans and shorts of cotton|jean,trouser,pant,short,chino,wide leg pant,denim jean,women jean,mom jean|cotton||FP
620463|Women's trousers and shorts of synthetic fibres|jean,trouser,pant,short,chino,wide leg pant|synthetic||P
6205|Men's shirts, not knitted|shirt,button down,button up,dress shirt,oxford shirt,flannel shirt,linen shirt,denim shirt,hawaiian shirt,men shirt||apparel|MGm
620520|Men's woven shirts of cotton||cotton|||F
620530|Men's woven shirts of man-made fibres||synthetic,viscose||
620590|Men's woven shirts of other textile materials||linen,silk,wool||
6206|Women's blouses and shirts, not knitted|blouse,women shirt,tunic,button down,shirt||apparel|MGw
620610|Women's blouses of silk||silk||
620630|Women's blouses of cotton||cotton|||F
620640|Women's blouses of man-made fibres||synthetic,viscose||
6207|Men's underpants, nightshirts, pyjamas, not knitted|woven boxer,woven boxers,woven boxer short,woven underpant,poplin boxer,nightshirt,woven pajama,woven pyjama,flannel pajama,flannel pyjama,poplin pajama,poplin pyjama,satin pajama,silk pajama,boxer shorts||apparel,underwear|MGm
620711|Men's woven underpants and briefs of cotton|woven boxer,woven boxers,woven boxer short,woven underpant,poplin boxer,boxer shorts||||F
620719|Men's woven underpants and briefs of other textile materials|woven boxer,woven boxers,woven boxer short,woven underpant|synthetic,viscose,silk||
620721|Men's woven nightshirts and pyjamas of cotton|nightshirt,woven pajama,woven pyjama,flannel pajama,flannel pyjama,poplin pajama,poplin pyjama||||F
620722|Men's woven nightshirts and pyjamas of man-made fibres|nightshirt,woven pajama,woven pyjama,satin pajama|synthetic,viscose||
620729|Men's woven nightshirts and pyjamas of other textile materials (silk)|silk pajama,silk pyjama|silk||
6208|Women's slips, nightdresses, pyjamas, not knitted|petticoat,half slip,woven nightgown,woven nightdress,woven pajama,woven pyjama,flannel pajama,flannel pyjama,poplin pajama,poplin pyjama,satin pajama,silk pajama||apparel,underwear|MGw
620811|Women's woven slips and petticoats of man-made fibres|petticoat,half slip|synthetic,viscose|||F
620821|Women's woven nightdresses and pyjamas of cotton|woven nightgown,woven nightdress,woven pajama,woven pyjama,flannel pajama,flannel pyjama,poplin pajama,poplin pyjama||||F
620822|Women's woven nightdresses and pyjamas of man-made fibres|woven nightgown,woven nightdress,woven pajama,woven pyjama,satin pajama|synthetic,viscose||
620829|Women's woven nightdresses and pyjamas of other textile materials (silk)|silk pajama,silk pyjama,silk nightgown,silk nightdress|silk||
6210|Garments of felt or nonwovens, or of coated or laminated fabric|surgical gown,isolation gown,disposable gown,nonwoven gown,disposable coverall,nonwoven coverall|||apparel|
621010|Garments of felt or nonwovens|surgical gown,isolation gown,disposable gown,nonwoven gown,disposable coverall,nonwoven coverall|||
6211|Track suits, ski suits, swimwear and other garments, not knitted (aprons)|||
621142|Women's or unisex garments of cotton, not knitted (aprons)|apron,chef apron,kitchen apron,bbq apron,cooking apron,cotton apron|||
6212|Brassieres, girdles, corsets and the like|bra,brassiere,bralette,sports bra,push up bra,corset,shapewear,girdle,panty girdle,girdle shapewear||apparel,underwear|
621210|Brassieres|bra,brassiere,bralette,sports bra,push up bra|||F
621220|Girdles and panty-girdles|girdle,panty girdle,girdle shapewear|||
6214|Shawls, scarves, mufflers and veils, not knitted|scarf,shawl,pashmina,bandana,sarong,stole,wrap scarf,silk scarf||apparel,accessories|M
621410|Scarves and shawls of silk||silk||
621420|Scarves and shawls of wool||wool||
621430|Scarves and shawls of synthetic fibres||synthetic||
621490|Scarves and shawls of other textile materials||cotton,linen|||F
6215|Ties, bow ties and cravats|tie,necktie,bow tie,cravat||apparel,accessories|M
621510|Ties of silk||silk||
621520|Ties of man-made fibres||synthetic,viscose|||F
621590|Ties of other textile materials||cotton,wool,linen||
6217|Other made up clothing accessories of textiles|canvas belt,web belt,fabric belt|||apparel|
621710|Other made up clothing accessories of textiles|canvas belt,web belt,fabric belt|||
6301|Blankets and travelling rugs|blanket,throw,throw blanket,fleece blanket,baby blanket,knit blanket,weighted blanket,electric blanket,heated blanket||home,bedding|M
630110|Electric blankets|electric blanket,heated blanket|||
630120|Blankets of wool||wool||
630130|Blankets of cotton||cotton||
630140|Blankets of synthetic fibres||synthetic|||F
630190|Blankets of other textile materials||linen,silk||
6302|Bed, table, toilet and kitchen linen|bed sheet,sheet set,fitted sheet,flat sheet,duvet cover,pillowcase,pillow case,bedding set,bed linen,towel,bath towel,hand towel,beach towel,tea towel,dish towel,kitchen towel,tablecloth,table runner,cloth napkin,washcloth,cotton sheet,percale sheet,sateen sheet,queen sheet,king sheet,twin sheet,double sheet,single sheet,linen sheet,bamboo sheet,microfiber sheet,microfibre sheet,flannel sheet,silk sheet,cot sheet,crib sheet,bed sheets,sheets king,sheets queen,sheets double||home,bedding,bath|M
630231|Bed linen of cotton (not printed)|bed sheet,sheet set,fitted sheet,flat sheet,duvet cover,pillowcase,pillow case,bedding set,bed linen,cotton sheet,percale sheet,sateen sheet,queen sheet,king sheet,twin sheet,double sheet,single sheet,linen sheet,bamboo sheet,microfiber sheet,microfibre sheet,flannel sheet,silk sheet,cot sheet,crib sheet,bed sheets,sheets king,sheets queen,sheets double|cotton|||F
630232|Bed linen of man-made fibres|bed sheet,sheet set,fitted sheet,flat sheet,duvet cover,pillowcase,pillow case,bedding set,bed linen,cotton sheet,percale sheet,sateen sheet,queen sheet,king sheet,twin sheet,double sheet,single sheet,linen sheet,bamboo sheet,microfiber sheet,microfibre sheet,flannel sheet,silk sheet,cot sheet,crib sheet,bed sheets,sheets king,sheets queen,sheets double|synthetic,viscose||
630239|Bed linen of other textile materials|bed sheet,sheet set,fitted sheet,flat sheet,duvet cover,pillowcase,pillow case,bedding set,bed linen,cotton sheet,percale sheet,sateen sheet,queen sheet,king sheet,twin sheet,double sheet,single sheet,linen sheet,bamboo sheet,microfiber sheet,microfibre sheet,flannel sheet,silk sheet,cot sheet,crib sheet,bed sheets,sheets king,sheets queen,sheets double|linen,silk||
630260|Toilet and kitchen linen of cotton terry towelling|towel,bath towel,hand towel,beach towel,washcloth|cotton|||F
630293|Toilet and kitchen linen of man-made fibres|towel,bath towel,hand towel,beach towel,tea towel,dish towel,kitchen towel|synthetic,viscose||
630291|Other toilet and kitchen linen of cotton|tea towel,dish towel,kitchen towel|cotton||
630251|Table linen of cotton|tablecloth,table runner,cloth napkin|cotton|||F
630253|Table linen of man-made fibres|tablecloth,table runner,cloth napkin|synthetic,viscose||
6303|Curtains, drapes and blinds|curtain,drape,blackout curtain,sheer curtain,valance||home|M
630392|Curtains of synthetic fibres|shower curtain,fabric shower curtain|synthetic|||F
630399|Curtains of other textile materials||cotton,linen||
6304|Other furnishing articles (cushion covers, bedspreads)|cushion cover,pillow cover,throw pillow cover,bedspread,quilt cover,wall hanging,tapestry,mosquito net,bed net,sofa cover,couch cover,slipcover,chair cover||home,decor|M
630420|Bed nets (mosquito nets)|mosquito net,bed net|||
630492|Furnishing articles of cotton, not knitted||cotton|||F
630493|Furnishing articles of synthetic fibres, not knitted||synthetic||
630499|Furnishing articles of other textile materials, not knitted||linen,wool,silk||
6307|Other made-up textile articles|face mask,tote,reusable bag,cloth bag,pet bed,dog bed,cat bed,cleaning cloth,microfiber cloth,oven mitt,pot holder,lanyard,life jacket,life vest,buoyancy aid,baby carrier,baby sling,baby wrap,phone lanyard,neck lanyard,phone strap||home|
630720|Life jackets and life belts|life jacket,life vest,buoyancy aid|||
630790|Other made-up textile articles|moving blanket,furniture pad,moving pad,shoelace,shoe lace,baby carrier,baby sling,baby wrap,car sun shade,windshield sun shade,windshield sunshade,car sunshade,laundry bag,mesh laundry bag,sleep mask,dust mask,phone lanyard,neck lanyard,phone strap,car cover,fitted car cover|||F
630710|Floor cloths, dish cloths and cleaning cloths|cleaning cloth,microfiber cloth,dish cloth,car wash towel,car drying towel|||
6309|Worn clothing and textile articles|used clothing,second hand clothing,worn clothing,vintage clothing,preloved||apparel|
630900|Worn clothing|||
6402|Footwear with rubber or plastic soles and uppers|flip flop,sandal,slide,croc,clog,water shoe,high heel,heel,stiletto,pump,summer slipper,beach slipper,bathroom slipper,eva slipper|plastic,rubber,synthetic|footwear|
640219|Sports footwear of rubber or plastics (uppers of plastic or synthetic leather)|sneaker,trainer,running shoe,athletic shoe,basketball shoe,tennis shoe,sport shoe,shoe|plastic||
640220|Footwear with straps attached by plugs (flip flops)|flip flop,thong sandal|||
640291|Other footwear of rubber or plastics covering the ankle|boot,ankle boot,snow boot,chelsea boot|plastic,rubber,synthetic||
640299|Other footwear of rubber or plastics|slide,sandal,croc,clog,water shoe,high heel,heel,stiletto,pump,summer slipper,beach slipper,bathroom slipper,eva slipper|plastic,rubber,synthetic|||FP
6403|Footwear with leather uppers|leather shoe,leather boot,oxford,loafer,derby,brogue,chelsea boot,ankle boot,boot,dress shoe,moccasin,pump,leather sandal|leather|footwear|M
640319|Sports footwear with leather uppers|sneaker,trainer,running shoe,athletic shoe,basketball shoe,tennis shoe,sport shoe|leather||
640351|Leather footwear with leather soles, covering the ankle|boot,chelsea boot,ankle boot|leather||
640391|Other leather footwear covering the ankle|boot,chelsea boot,ankle boot,leather boot,hiking boot,work boot|leather||
640399|Other leather footwear|leather shoe,oxford,loafer,derby,brogue,dress shoe,moccasin,pump,leather sandal,shoe,sandal|leather|||F
6404|Footwear with textile uppers|canvas shoe,espadrille,slipper,slip on,knit sneaker|textile,cotton,synthetic,wool|footwear|M
640411|Sports footwear with textile uppers (trainers)|sneaker,trainer,running shoe,athletic shoe,basketball shoe,tennis shoe,sport shoe,knit sneaker,shoe|textile,cotton,synthetic,wool|||F
640419|Other footwear with textile uppers|canvas shoe,espadrille,slipper,slip on,house shoe,water shoes,aqua shoes,aqua socks,barefoot shoes|textile,cotton,synthetic,wool||
6406|Parts of footwear; removable insoles and heel cushions|shoe upper,shoe uppers,footwear upper,footwear uppers,leather uppers|||footwear|
640690|Parts of footwear n.e.c. (insoles, heel cushions)|insole,shoe insole,shoe insert,heel cushion,heel grip,arch support insole,orthotic insole|||
640610|Uppers and parts thereof (not stiffeners)|shoe upper,shoe uppers,footwear upper,footwear uppers,leather uppers|||
6405|Other footwear|felt slipper|||footwear|
640590|Other footwear|||
6505|Hats and headgear, knitted or of textile material|hat,cap,baseball cap,beanie,bucket hat,trucker hat,snapback,beret,sun hat,knit hat,dad hat,visor,headband,hair net,balaclava,ski mask|||apparel,accessories|
650500|Hats knitted or made up from textile material|||
6504|Hats plaited or of strips|straw hat,panama hat,fedora straw,straw sun hat,plaited straw hat,straw beach hat,straw fedora,raffia hat,raffia sun hat|straw||
650400|Plaited hats|straw sun hat,plaited straw hat,straw beach hat,straw fedora,raffia hat,raffia sun hat||
6601|Umbrellas and sun umbrellas|umbrella,parasol,golf umbrella,patio umbrella|||accessories
660191|Umbrellas with telescopic shaft|compact umbrella,folding umbrella,telescopic umbrella|||
660199|Other umbrellas|||F
660110|Garden and similar umbrellas|patio umbrella,garden umbrella|||
6602|Walking sticks, seat-sticks and whips|walking stick,walking poles,trekking poles,hiking poles,riding crop,horse whip,riding whip|||
660200|Walking sticks, seat-sticks and whips|walking stick,walking poles,trekking poles,hiking poles,riding crop,horse whip,riding whip|||
6702|Artificial flowers, foliage and fruit|artificial flower,fake flower,faux flower,silk flower,artificial plant,faux plant,fake plant,artificial rose,fake rose,faux rose,artificial bouquet,fake bouquet,artificial greenery,artificial foliage,dried flower arrangement|||decor
670290|Artificial flowers of other materials|||F
670210|Artificial flowers of plastics|plastic flower|||
6704|Wigs, false beards, eyelashes and hairpieces|wig,lace front wig,hair extension,false eyelash,fake eyelash,lash,eyelash,hairpiece,toupee|||beauty
670411|Complete wigs of synthetic textile materials|wig,lace front wig|synthetic||
670419|Other hairpieces of synthetic materials|false eyelash,fake eyelash,lash,eyelash,hair extension|synthetic|||F
670420|Wigs and hairpieces of human hair|human hair|||
6907|Ceramic flags and paving, hearth or wall tiles|ceramic tile,floor tile,wall tile,porcelain tile|||
690721|Ceramic tiles of water absorption not over 0.5 %|ceramic tile,floor tile,wall tile,porcelain tile|||
6810|Articles of cement or concrete|paving slab,paving stone,patio slab,concrete slab,concrete planter,cement planter,concrete pot,cement pot,concrete plant pot,concrete planter pot,cement planter pot|||
681019|Tiles, flagstones and similar articles of cement or concrete|paving slab,paving stone,patio slab,concrete slab|||
681099|Other articles of cement or concrete (planters, statues)|concrete planter,cement planter,concrete pot,cement pot,concrete plant pot,concrete planter pot,cement planter pot|||
6806|Slag wool, rock wool and similar mineral wools|rock wool,rockwool,stone wool,mineral wool,slag wool,rock wool insulation,mineral wool insulation|||
680610|Slag wool, rock wool and similar mineral wools|rock wool,rockwool,stone wool,mineral wool,slag wool,rock wool insulation,mineral wool insulation|||
6802|Worked monumental or building stone and articles of it|marble coaster,marble coasters,marble tray,marble cheese board,marble mortar,marble bookends|||
680291|Articles of marble, travertine and alabaster|marble coaster,marble coasters,marble tray,marble cheese board,marble mortar,marble bookends|||
6911|Porcelain and china tableware and kitchenware|porcelain,bone china,fine china,china plate,porcelain mug,porcelain plate,teacup,tea set,porcelain coffee mug,porcelain coffee mugs,bone china mug,fine china mug,porcelain cup,porcelain bowl|porcelain|kitchen,tableware|
691110|Porcelain tableware and kitchenware|mug,cup,plate,bowl,teapot,saucer,dinnerware,dinner set,serving platter,teacup,tea set|porcelain||
6912|Ceramic tableware and kitchenware other than porcelain|mug,coffee mug,ceramic mug,cup,plate,bowl,teapot,saucer,dinnerware,dinner set,serving platter,stoneware,ceramic bowl,ceramic plate,pasta bowl,espresso cup,baking dish,ramekin,pizza stone,baking stone|ceramic|kitchen,tableware|
691200|Ceramic tableware and kitchenware|pizza stone,baking stone||F
6913|Ceramic statuettes and ornaments|ceramic figurine,porcelain figurine,ceramic vase,ornament,figurine,statuette,decorative plate,decorative wall plate,wall plate,display plate,collector plate,ornamental plate|ceramic,porcelain|decor|
691390|Ceramic ornaments (other than porcelain)|||F
691310|Porcelain statuettes and ornaments||porcelain||
6914|Other ceramic articles|ceramic planter,plant pot,flower pot,ceramic pot,terracotta pot,clay pot,terracotta planter|ceramic|garden,decor|
691490|Other ceramic articles|||F
7007|Safety glass (toughened or laminated)|windscreen,windshield,windshield glass,car windshield,tempered glass,toughened glass|glass||
700719|Toughened safety glass, not for vehicles (screen protectors)|tempered glass screen protector,glass screen protector,tempered glass protector,tempered glass film,tempered glass,toughened glass|||
7010|Glass jars and bottles for packing; preserving jars|mason jar,canning jar,preserving jar,kilner jar,beer bottle,glass beer bottle,empty glass bottle,empty beer bottle,amber glass bottle,amber glass bottles,pharmaceutical glass bottle,glass vial,dropper bottle,glass dropper bottle,amber glass dropper bottle,amber dropper bottle,amber glass dropper bottles,empty wine bottle,empty wine bottles,empty glass wine bottle,empty bottles,glass wine bottle,glass wine bottles,green glass bottle,green glass bottles,flint glass bottle|glass||
701090|Glass jars and bottles for packing; preserving jars|mason jar,canning jar,preserving jar,kilner jar,beer bottle,glass beer bottle,empty glass bottle,empty beer bottle,amber glass bottle,amber glass bottles,pharmaceutical glass bottle,glass vial,dropper bottle,glass dropper bottle,amber glass dropper bottle,amber dropper bottle,amber glass dropper bottles,empty wine bottle,empty wine bottles,empty glass wine bottle,empty bottles,glass wine bottle,glass wine bottles,green glass bottle,green glass bottles,flint glass bottle|||
7017|Laboratory, hygienic or pharmaceutical glassware|glass beaker,borosilicate beaker,laboratory glassware,lab glassware,glass test tube,erlenmeyer flask,graduated cylinder glass|||
701720|Laboratory glassware of low-expansion glass (borosilicate)|glass beaker,borosilicate beaker,laboratory glassware,lab glassware,glass test tube,erlenmeyer flask,graduated cylinder glass|||
7106|Silver, unwrought or semi-manufactured|silver grain,silver grains,silver granules,unwrought silver,silver bullion grain|||
710691|Silver, unwrought|silver grain,silver grains,silver granules,unwrought silver,silver bullion grain|||
7219|Flat-rolled stainless steel, 600 mm or more wide|stainless steel cold rolled coil,stainless steel cold rolled coils,cold rolled stainless steel coil,stainless steel coil 304 2b|||
721934|Stainless steel cold-rolled, 0.5-1 mm thick|stainless steel cold rolled coil,stainless steel cold rolled coils,cold rolled stainless steel coil,stainless steel coil 304 2b|||
7502|Unwrought nickel|nickel cathode,nickel cathodes,nickel briquettes,unwrought nickel|||
750210|Nickel, not alloyed, unwrought|nickel cathode,nickel cathodes,nickel briquettes,unwrought nickel|||
7901|Unwrought zinc|zinc ingot,zinc ingots,shg zinc,special high grade zinc|||
790111|Zinc, not alloyed, 99.99 % or more|zinc ingot,zinc ingots,shg zinc,special high grade zinc|||
8001|Unwrought tin|tin ingot,tin ingots,unwrought tin|||
800110|Tin, not alloyed|tin ingot,tin ingots,unwrought tin|||
8104|Magnesium and articles thereof|magnesium ingot,magnesium ingots,unwrought magnesium|||
810411|Unwrought magnesium, 99.8 % or more|magnesium ingot,magnesium ingots,unwrought magnesium|||
7009|Glass mirrors|mirror,wall mirror,vanity mirror,compact mirror,makeup mirror,rear view mirror,rearview mirror,side mirror,car mirror,motorcycle mirror,wing mirror,full length mirror,floor mirror,dressing mirror,standing mirror|glass|home|
700992|Framed glass mirrors|wall mirror,framed mirror,mirror,full length mirror,floor mirror,dressing mirror,standing mirror|||F
700991|Unframed glass mirrors|compact mirror,unframed mirror|||
7013|Glassware for table, kitchen, toilet, office and decoration|glass,drinking glass,tumbler,wine glass,champagne flute,stemware,whiskey glass,beer glass,glass jar,glass bowl,glass vase,vase,glass carafe,carafe,decanter,pint glass,shot glass,glass teapot,glass food container,glass bottle|glass|kitchen,tableware|
701328|Stemware of glass (other than lead crystal)|wine glass,champagne flute,stemware,cocktail glass,martini glass,goblet|glass||
701337|Other drinking glasses|drinking glass,tumbler,whiskey glass,beer glass,pint glass,shot glass,highball,glass|glass|||F
701349|Other glass tableware and kitchenware|glass bowl,glass carafe,carafe,decanter,glass jar,glass teapot,glass food container|glass||
701399|Other glassware (decorative)|glass vase,vase,glass ornament,glass sculpture,terrarium|glass||
7018|Glass beads and small glassware|glass bead,seed bead,rhinestone,flatback rhinestone,nail rhinestone,glass microspheres,glass beads for road marking|glass||
701810|Glass beads|glass cabochon,glass dome cabochon,rhinestone,flatback rhinestone,nail rhinestone||
701820|Glass microspheres not over 1 mm in diameter|glass microspheres,glass beads for road marking|||
7113|Jewellery of precious metal|ring,necklace,bracelet,earring,pendant,chain,anklet,brooch,charm,stud earring,hoop earring,engagement ring,wedding band,jewelry,jewellery,cufflink,choker,locket,bangle|silver,gold,platinum|jewelry,jewellery|M
711311|Jewellery of silver|^|silver||
711319|Jewellery of gold, platinum or other precious metal|^|gold,platinum||
711320|Jewellery of base metal clad with precious metal|^|rolled_gold||
7116|Articles of pearls or precious or semi-precious stones|ring,necklace,bracelet,earring,pendant,charm,jewelry,jewellery,pearl necklace,pearl earring,pearl bracelet,pearl jewelry,gemstone jewelry,gemstone bracelet,gemstone necklace,gemstone pendant,jade bracelet,jade pendant,agate bracelet,quartz bracelet,birthstone jewelry|||jewelry,jewellery
711610|Articles of natural or cultured pearls|pearl necklace,pearl earring,pearl bracelet,pearl jewelry
711620|Articles of precious or semi-precious stones|ring,necklace,bracelet,earring,pendant,charm,jewelry,jewellery,gemstone jewelry,gemstone bracelet,gemstone necklace,gemstone pendant,jade bracelet,jade pendant,agate bracelet,quartz bracelet,birthstone jewelry
7117|Imitation jewellery|fashion jewelry,costume jewelry,imitation jewelry,^|plated,base_metal,stainless,plastic,glass,wood,textile|jewelry,jewellery|M
711711|Cufflinks and studs of base metal|cufflink|plated,base_metal,stainless||
711719|Imitation jewellery of base metal (incl. plated)|ring,necklace,bracelet,earring,pendant,chain,anklet,brooch,charm,stud earring,hoop earring,jewelry,jewellery,choker,locket,bangle,fashion jewelry,costume jewelry|plated,base_metal,stainless|||F
711790|Imitation jewellery of other materials|ring,necklace,bracelet,earring,pendant,anklet,brooch,charm,jewelry,jewellery,beaded bracelet,friendship bracelet,bead|plastic,glass,wood,textile,resin,ceramic||
7118|Coin|gold coin,bullion coin,gold eagle,silver eagle,krugerrand,gold sovereign|||
711890|Coin (legal tender, and gold coin)|gold coin,bullion coin,gold eagle,silver eagle,krugerrand,gold sovereign|||
7323|Table, kitchen and household articles of iron or steel|cookware,pot,pan,frying pan,skillet,saucepan,stock pot,wok,baking tray,baking sheet,cake tin,cake pan,ice bucket,loaf tin,muffin tin,cookie cutter,biscuit cutter,mixing bowl,colander,water bottle,insulated bottle,travel mug,tumbler,lunch box,dutch oven,cast iron skillet,kettle stovetop,dish rack,steel bowl,stovetop kettle,stove top kettle,whistling kettle,whistling tea kettle,stovetop tea kettle,non-electric kettle,enamel mug,enamel camping mug,enamelware mug,enamel cup,enamelware,metal straws,stainless steel straws,reusable metal straws,stainless steel straw,tea infuser,tea infuser ball,tea ball,tea strainer,mesh tea infuser|base_metal,stainless,cast_iron|kitchen|M
732393|Table and kitchen articles of stainless steel|stovetop kettle,stove top kettle,whistling kettle,whistling tea kettle,stovetop tea kettle,non-electric kettle,stainless steel straw,metal straw,metal drinking straw,stainless steel drinking straw,reusable metal straw,metal straws,stainless steel straws,reusable metal straws,tea infuser,tea infuser ball,tea ball,tea strainer,mesh tea infuser||stainless|||F
732394|Table and kitchen articles of iron or steel, enamelled|enamel mug,enamel camping mug,enamelware mug,enamel cup,enamelware|||
732391|Table and kitchen articles of cast iron, not enamelled||cast_iron||
732399|Table and kitchen articles of other iron or steel||base_metal||
7615|Table, kitchen and household articles of aluminium|aluminium pan,aluminum pan,aluminium pot,aluminum pot,aluminium water bottle,aluminum water bottle,aluminium baking tray,baking sheet,cookie sheet,sheet pan,rimmed baking sheet|aluminium|kitchen|
761510|Aluminium table and kitchen articles|pan,pot,water bottle,baking tray,cookware,baking sheet,cookie sheet,sheet pan,rimmed baking sheet,pressure cooker,aluminium pressure cooker,aluminum pressure cooker,moka pot,stovetop espresso maker,stove top espresso maker|aluminium|||F
7616|Other articles of aluminium|aluminium ladder,aluminum ladder,extension ladder,step ladder,stepladder,telescopic ladder|||
761699|Other articles of aluminium (ladders)|aluminium ladder,aluminum ladder,extension ladder,step ladder,stepladder,telescopic ladder|||
7318|Screws, bolts, nuts, washers and rivets of iron or steel|nuts and bolts,nut and bolt,t nut,t slot nut,hammer head nut|base_metal,stainless|hardware|
731812|Wood screws of iron or steel|wood screw|||
731814|Self-tapping screws of iron or steel|self tapping screw|||
731815|Other screws and bolts of iron or steel|screw,screws,bolt,bolts,machine screw,hex bolt,anchor bolt,expansion bolt,threaded rod|||
731816|Nuts of iron or steel|hex nut,lock nut,wing nut|||
731821|Spring washers and lock washers|spring washer,lock washer|||
731822|Other washers of iron or steel|flat washer,washers|||
731823|Rivets of iron or steel|rivet,rivets,blind rivet,pop rivet|||
7310|Tanks, casks, drums and cans of iron or steel (up to 300 l)||base_metal,stainless|hardware|
731010|Drums and tanks of 50 l to 300 l|oil drum,fuel drum,metal drum,steel barrel,oil barrel,55 gallon drum|||
731029|Containers of less than 50 l (not cans closed by soldering)|metal storage tin,jerry can,fuel can,jerrycan,petrol can,gas can|||
7315|Chains of iron or steel||base_metal,stainless|hardware|
731511|Roller chains|roller chain,bicycle chain,motorcycle chain|||
731520|Skid chains (snow chains)|snow chain,tire chain|||
731582|Other welded link chains|link chain,steel chain,anchor chain,tow chain,transport chain,grade 70 chain,binder chain,grab hook chain|||
7317|Nails, tacks, staples and the like of iron or steel|wire nails,common wire nails,common nails,steel nails,framing nails,roofing nails,finishing nails,brad nails,concrete nails,masonry nails,tacks,carpet tacks,upholstery tacks,drawing pins,corrugated nails|||hardware|
731700|Nails, tacks, staples and the like of iron or steel|wire nails,common wire nails,common nails,steel nails,framing nails,roofing nails,finishing nails,brad nails,concrete nails,masonry nails,tacks,carpet tacks,upholstery tacks,drawing pins,corrugated nails|||
7320|Springs of iron or steel||base_metal,stainless|hardware|
732020|Helical springs|compression spring,extension spring,torsion spring,coil spring|||
732010|Leaf springs|leaf spring|||
7321|Stoves, barbecues and cookers of iron or steel (non-electric)||||home,outdoor|
732111|Cooking appliances for gas fuel|gas grill,camping stove,gas stove,portable stove,gas hob,gas cooker,gas oven|||
732119|Cooking appliances for solid fuel (charcoal barbecues)|bbq grill,barbecue grill,charcoal grill|||
732181|Other appliances for gas fuel|gas heater,patio heater,gas patio heater,camping heater||
732189|Other appliances for solid fuel (wood stoves)|wood stove|||
7322|Radiators for central heating of iron or steel (not electric)||||home|
732219|Other radiators of iron or steel|towel radiator,heated towel rail,radiator central heating,column radiator,panel radiator|||
7324|Sanitary ware of iron or steel|bathtub steel|||home|
732410|Sinks and wash basins of stainless steel|kitchen sink,stainless steel sink|||
732490|Other sanitary ware of iron or steel, and parts|grab bar|||
7326|Other articles of iron or steel|metal hanger,wire hanger,hose clamp,worm gear clamp,pipe clamp|||
732620|Articles of iron or steel wire|bird cage,birdcage,pet cage,dog cage,dog crate,hamster cage,parrot cage,wire hanger,wire coat hanger,wire coat hangers,wire hangers|||
732690|Other articles of iron or steel|tent peg,tent stake,metal hanger,wire hanger,hose clamp,worm gear clamp,pipe clamp|||
8301|Padlocks and locks of base metal; keys|luggage lock,luggage locks,tsa lock,combination padlock,steering wheel lock||hardware|
830110|Padlocks|padlock,combination lock,luggage lock,luggage locks,tsa lock,combination padlock|||
830140|Other locks|door lock,smart lock,cabinet lock,cable lock,bike lock,bicycle lock,lock|||
830170|Keys presented separately|key blank|||
830120|Locks of a kind used for motor vehicles (steering wheel locks)|steering wheel lock,car steering wheel lock|||
8302|Base metal mountings and fittings (hinges, castors, handles, hooks)|||hardware,home|
830210|Hinges of base metal|hinge,door hinge,cabinet hinge|||
830220|Castors with mountings of base metal|caster wheel,furniture caster,swivel caster,castor wheel|||
830242|Other mountings suitable for furniture|drawer slide,cabinet handle,drawer handle,drawer pull,furniture handle,cabinet knob,drawer knob,drawer runner,drawer slides|||
830241|Other mountings suitable for buildings|door handle,door knob,door stopper,curtain rod,curtain pole,shower curtain rod,curtain track,door stop,door knocker|||
830250|Hat-racks, hat-pegs, brackets and similar fixtures|coat hook,wall hook,towel hook,coat rack,tv wall mount,tv mount,monitor arm,monitor mount,towel rail,towel bar,towel ring,towel holder,toilet roll holder,shelf bracket,floating shelf bracket,shelf support,wall mounted coat rack|||
830260|Automatic door closers|door closer|||
8305|Fittings for binders, paper clips and staples of base metal|ring binder mechanism,binder mechanism,binder rings|||stationery|
830520|Staples in strips|staples|||
830590|Paper clips and other office fittings|binder clip,paper clip|||
830510|Fittings for loose-leaf binders or files|ring binder mechanism,binder mechanism,binder rings|||
8308|Clasps, buckles, hooks, eyelets and beads of base metal|replacement belt buckle||jewelry,hardware|
830810|Hooks, eyes and eyelets of base metal|jump ring,jump rings,eyelet,eyelets,grommet,grommets,d ring,snap hook|||
830890|Clasps, buckles and beads of base metal|lobster clasp,toggle clasp,clasp,clasps,spacer bead,metal bead,crimp bead,aglet,buckle,replacement belt buckle|||
8310|Sign-plates and number plates of base metal||||decor|
831000|Sign-plates, name-plates and number plates of base metal|metal sign,tin sign,metal plaque,license plate,number plate,license plate frame,car emblem,hood emblem,trunk emblem,grille emblem,pet id tag,dog id tag,pet tag,id tag|||
8311|Welding rods and wire of base metal||||tools|
831110|Coated electrodes for electric arc-welding|welding rod|||
831120|Cored wire for electric arc-welding|welding wire,flux core wire|||
831130|Coated rods and cored wire for soldering or brazing|solder wire|||
8413|Pumps for liquids|drum pump,barrel pump,transfer pump,pump impeller,impeller|||tools,garden|
841330|Fuel, lubricating or cooling pumps for engines|fuel pump|||
841370|Other centrifugal pumps|water pump,submersible pump,sump pump,fountain pump,aquarium pump,well pump|||
841360|Other rotary positive displacement pumps|transfer pump|||
8415|Air conditioning machines||||appliances|
841510|Window, wall or split air conditioners|air conditioner,air conditioning unit,split air conditioner,window air conditioner,ac unit,mini split|||
841582|Other air conditioners with a refrigerating unit (portable)|portable air conditioner|||
8418|Refrigerators and freezers||||appliances|
841810|Combined refrigerator-freezers|refrigerator,fridge|||
841821|Household refrigerators, compression-type|mini fridge,wine cooler|||
841830|Chest freezers|chest freezer,freezer|||
841869|Other refrigerating equipment (ice makers)|ice maker,ice cream maker,ice cream machine,slush machine|||
8419|Machinery for treating materials by heating or cooling, other than domestic||||
841981|Machinery for making hot drinks or for cooking or heating food|commercial coffee machine,industrial coffee maker,tea urn,coffee urn,hot water urn,catering urn,bain marie,commercial fryer,industrial fryer,group espresso machine,commercial espresso machine,commercial espresso coffee machine|||
8421|Filtering and purifying machinery||||appliances,auto parts|
842121|Machinery for filtering or purifying water|water filter,water purifier,shower filter,filter cartridge,aquarium filter|||
842123|Oil or fuel filters for engines|oil filter,fuel filter|||
842131|Intake air filters for engines|air filter|||
842139|Other machinery for filtering or purifying gases (air purifiers)|air purifier,cabin air filter|||
8423|Weighing machinery||||appliances|
842310|Personal and household weighing machines|kitchen scale,bathroom scale,body scale,digital scale,weighing scale|||
842381|Other weighing machinery up to 30 kg|luggage scale,jewelry scale,pocket scale|||
8427|Fork-lift trucks and other works trucks with lifting equipment||||tools|
842710|Self-propelled works trucks powered by an electric motor|electric forklift|||
842720|Other self-propelled works trucks|forklift,forklift truck,diesel forklift|||
842790|Other works trucks with lifting equipment|pallet jack,pallet truck,hand pallet truck|||
8472|Other office machines|desk stapler,hole punch,paper shredder,office stapler|||office|
847290|Other office machines|hole punch,paper punch,paper shredder,staple gun,desk stapler,office stapler|||
8424|Sprayers, spray guns, fire extinguishers|trigger sprayer|||tools,garden|
842420|Spray guns and similar appliances|spray gun,paint sprayer,paint spray gun,glue gun,hot glue gun,hot melt glue gun|||
842430|Steam or sand blasting machines (pressure washers)|pressure washer,jet washer,power washer,pressure cleaner|||
842441|Portable agricultural or horticultural sprayers|garden sprayer,backpack sprayer,pump sprayer|||
842482|Agricultural or horticultural appliances (sprinklers)|sprinkler,garden sprinkler|||
842410|Fire extinguishers|fire extinguisher|||
842489|Other mechanical appliances for spraying|trigger sprayer,spray nozzle||
8425|Jacks, winches and hoists||||tools,auto parts|
842542|Other hydraulic jacks and hoists|floor jack,hydraulic jack,bottle jack|||
842549|Other jacks|car jack,scissor jack|||
842531|Winches powered by electric motor|electric winch|||
842539|Other winches|winch|||
842511|Pulley tackle and hoists powered by electric motor|||
842519|Other pulley tackle and hoists|chain hoist,hoist|||
8433|Lawn mowers and harvesting machinery||||garden|
843311|Powered lawn mowers, rotary|lawn mower,lawnmower,push mower|||
843319|Other powered lawn mowers|robot lawn mower,robotic mower,riding mower,reel mower,push reel mower,manual lawn mower,cylinder mower|||
8450|Household washing machines||||appliances|
845011|Fully-automatic washing machines up to 10 kg|washing machine|||
845019|Other washing machines up to 10 kg|portable washing machine,mini washing machine|||
845090|Parts of household washing machines|washing machine drum,washer drum,washing machine parts|||
8452|Sewing machines||||appliances|
845210|Sewing machines of the household type|sewing machine,household sewing machine,mini sewing machine|||
8481|Taps, cocks and valves||||home,hardware|
848180|Other taps, cocks and valves (faucets, shower heads)|faucet,kitchen faucet,bathroom faucet,basin faucet,mixer tap,shower head,shower system,ball valve,gate valve,solenoid valve,water valve,valve,hose nozzle,coolant thermostat,engine thermostat|||
848130|Check (nonreturn) valves|check valve|||
848140|Safety or relief valves|pressure relief valve|||
8482|Ball and roller bearings|wheel bearing|||hardware|
848210|Ball bearings|ball bearing,bearing,bearings|||
848220|Tapered roller bearings|tapered roller bearing|||
848240|Needle roller bearings|needle bearing|||
848250|Other cylindrical roller bearings|roller bearing|||
8483|Transmission shafts, gears, pulleys and couplings|pillow block bearing,pillow block,plummer block|||hardware|
848350|Flywheels and pulleys|pulley,timing pulley|||
848360|Clutches and shaft couplings|shaft coupling,flexible coupling,coupler|||
848340|Gears, ball or roller screws, gear boxes|lead screw,ball screw,gear reducer,worm gear,spur gear,pinion gear|||
848310|Transmission shafts and cranks|linear shaft|||
8501|Electric motors and generators|electric motor|||electronics|
850110|Motors of an output up to 37.5 W|stepper motor,servo motor,micro motor,vibration motor|||
850131|Other DC motors up to 750 W|dc motor,brushless motor,gear motor|||
850140|Other AC motors, single-phase|ac motor|||
850152|Other AC motors, multi-phase, 750 W to 75 kW|||
8505|Magnets||||hardware|
850511|Permanent magnets of metal|neodymium magnet,magnet,magnets|||
850519|Other permanent magnets|magnetic strip|||
8511|Ignition equipment for engines (spark plugs, ignition coils)||||auto parts|
851110|Sparking plugs|spark plug|||
851130|Distributors and ignition coils|ignition coil|||
851140|Starter motors|starter motor|||
851150|Other generators (alternators)|alternator|||
851180|Other ignition or starting equipment (glow plugs)|glow plug|||
8512|Lighting and signalling equipment for vehicles; wipers|headlamp assembly,headlight assembly,head lamp assembly,car interior light,car interior lights,car led strip,car interior led,led strip lights for cars,led strip for cars,underglow,underglow kit,car dome light,license plate light,truck led light bar,led light bar,side marker light,marker lights|||auto parts|
851210|Lighting equipment for bicycles|bike light,bicycle light,bike tail light,bicycle tail light,bike rear light,bicycle rear light,bike headlight,bicycle headlight,bike light set,bicycle light set|||
851220|Other lighting or visual signalling equipment (vehicle lights)|car headlight,headlight,tail light,taillight,fog light,turn signal,brake light,headlamp assembly,headlight assembly,head lamp assembly,car interior light,car interior lights,car led strip,car interior led,led strip lights for cars,led strip for cars,underglow,underglow kit,car dome light,license plate light,truck led light bar,led light bar,side marker light,marker lights|||
851230|Sound signalling equipment (horns)|car horn,car alarm,vehicle alarm,anti-theft alarm,parking sensor,reversing sensor,reverse parking sensor|||
851240|Windscreen wipers|wiper blade,windshield wiper|||
8515|Soldering and welding machines||||tools|
851511|Soldering irons and guns|soldering iron|||
851519|Other soldering machines|soldering station,hot air rework station|||
851531|Arc welding machines for metal, fully or partly automatic|mig welder|||
851539|Other arc welding machines|welding machine,welder,tig welder|||
8521|Video recording or reproducing apparatus||||electronics|
852190|Video recording or reproducing apparatus, other than magnetic tape|dvr,nvr,video recorder,network video recorder,dvd player|||
8526|Radar, radio navigation and remote control apparatus||||electronics|
852610|Radar apparatus|radar detector|||
852691|Radio navigational aid apparatus|gps tracker,gps navigator,gps locator|||
852692|Radio remote control apparatus|garage door remote,garage door opener remote,gate remote control,remote control transmitter,rf remote control transmitter|||
8527|Radio receivers||||electronics|
852721|Radio receivers for motor vehicles, with sound recorder|car radio,car stereo|||
852792|Other radio receivers, with clock|||
852791|Other radio receivers, with sound recorder or reproducer|radio,fm radio,portable radio,am fm radio|||
8529|Antennas and parts for radio and television apparatus|antenna,lte antenna,wifi antenna,gps antenna,aerial|||electronics|
852910|Aerials and aerial reflectors|antenna,tv antenna,wifi antenna,aerial|||
8531|Electric sound or visual signalling apparatus (alarms, doorbells)|video doorbell|||home|
853110|Burglar or fire alarms|smoke detector,smoke alarm,burglar alarm,alarm system,siren|||
853180|Other sound or visual signalling apparatus (doorbells, buzzers)|doorbell,buzzer|||
8534|Printed circuits|pcb board,pcb,printed circuit board,bare pcb,circuit board|||
853400|Printed circuits|pcb board,pcb,printed circuit board,bare pcb,circuit board|||
8536|Switches, plugs, sockets, fuses and connectors (≤1000 V)|blade fuse,fuse kit,car fuse,mcb,miniature circuit breaker,cable lug,terminal lug|||electronics,home|
853650|Other switches|light switch,wall switch,push button switch,toggle switch,rocker switch|||
853669|Plugs and sockets|wall socket,power socket,usb socket,plug adapter,travel adapter,power strip,socket outlet,plug socket,power outlet|||
853649|Relays for a voltage over 60 V|relay|||
853610|Fuses|fuse,blade fuse,fuse kit,car fuse|||
853620|Automatic circuit breakers|circuit breaker,mcb,miniature circuit breaker|||
853690|Other apparatus (terminal blocks, connectors)|terminal block,connector,dc connector,battery holder,battery box,cable lug,terminal lug|||
8541|Semiconductor devices, LEDs and photovoltaic cells and modules|light emitting diode,led diode,crystal oscillator,quartz crystal,quartz resonator,transistor,mosfet|||electronics|
854143|Photovoltaic cells assembled in modules (solar panels)|solar panel,solar module,photovoltaic panel|||
854142|Photovoltaic cells not assembled|solar cell|||
854141|Light-emitting diodes|led chip,led diode,light emitting diode|||
854110|Diodes|diode|||
854129|Other transistors|transistor,mosfet|||
854130|Thyristors, diacs and triacs|triac,thyristor|||
8542|Electronic integrated circuits||||electronics|
854231|Processors and controllers|cpu,central processing unit,computer processor,microprocessor,microcontroller,ic chip,integrated circuit,ryzen,intel core,desktop processor|||
854232|Memories|memory chip|||
9005|Binoculars, monoculars and telescopes||||outdoor|
900510|Binoculars|binoculars,binocular|||
900580|Other optical telescopes (monoculars)|monocular,telescope,astronomical telescope|||
9015|Surveying instruments and levels||||tools|
901530|Levels|laser level,spirit level,line laser|||
901510|Rangefinders|rangefinder,laser distance meter|||
901520|Theodolites and tachymeters|theodolite|||
9016|Balances of a sensitivity of 5 cg or better|||
901600|Balances of a sensitivity of 5 cg or better|jewelry scale,jewellery scale,pocket jewelry scale,milligram scale,analytical balance,precision balance,0.01g scale,0.001g scale|||
9017|Drawing and measuring instruments (rulers, tape measures, calipers)||||tools,stationery|
901780|Other measuring instruments (tape measures, rulers)|tape measure,measuring tape,ruler,steel ruler|||
901730|Micrometers, callipers and gauges|caliper,vernier caliper,digital caliper,micrometer|||
901720|Other drawing, marking-out or mathematical calculating instruments|protractor,drafting tools,scribing tool,scriber,marking gauge,scribing gauge|||
9018|Medical, surgical and dental instruments||||health|
901890|Other medical instruments|stethoscope,blood pressure monitor,sphygmomanometer,scalpel,surgical instrument,otoscope,hemostat,forceps,breast pump|||
901831|Syringes|syringe|||
901832|Tubular metal needles|hypodermic needle|||
901819|Other electro-diagnostic apparatus|pulse oximeter,oximeter,fingertip oximeter,fingertip pulse oximeter|||
901849|Other dental instruments|dental instrument|||
9021|Orthopaedic appliances and hearing aids||||health|
902110|Orthopaedic or fracture appliances|knee brace,back brace,posture corrector,wrist brace,ankle brace,neck brace,orthopedic brace,splint|||
902140|Hearing aids|hearing aid|||
9026|Instruments for measuring flow, level or pressure|flow sensor,water flow sensor,flow meter,flowmeter,pressure transducer,pressure sensor,pressure gauge,pressure transmitter,level sensor,water level sensor,tpms,tire pressure monitor,tyre pressure monitor,tire pressure monitoring system,tyre pressure monitoring system|||tools|
902620|Instruments for measuring or checking pressure|pressure gauge,tire pressure gauge,manometer,pressure transducer,pressure sensor,pressure transmitter,tpms,tire pressure monitor,tyre pressure monitor,tire pressure monitoring system,tyre pressure monitoring system|||
902610|Instruments for measuring flow or level of liquids|flow meter,water level sensor,flow sensor,water flow sensor,flowmeter,level sensor|||
9027|Instruments for physical or chemical analysis|hygrometer,gas sensor,smoke sensor,gas analyzer,gas analyser,air quality monitor|||tools|
902789|Other instruments for physical or chemical analysis|ph meter,tds meter,water quality tester,moisture meter|||
902710|Gas or smoke analysis apparatus|gas detector,gas sensor,smoke sensor,gas analyzer,gas analyser|||
902750|Other instruments using optical radiations|refractometer|||
9029|Revolution counters, speed indicators and pedometers||||sports,auto parts|
902910|Revolution counters, taximeters, odometers and pedometers|pedometer,step counter,odometer|||
902920|Speed indicators and tachometers|bike computer,cycle computer,bicycle computer,bicycle speedometer,speedometer,tachometer|||
9030|Instruments for measuring electrical quantities (multimeters, oscilloscopes)||||tools|
903031|Multimeters without a recording device|multimeter,digital multimeter|||
903033|Other instruments for measuring voltage or current, without recording device|clamp meter,voltmeter,ammeter,voltage tester,circuit tester|||
903020|Oscilloscopes and oscillographs|oscilloscope|||
9031|Other measuring or checking instruments (OBD scanners)||||auto parts|
903180|Other measuring or checking instruments|obd2 scanner,obd scanner,car diagnostic tool,code reader|||
9032|Automatic regulating instruments (thermostats)||||home|
903210|Thermostats|thermostat,smart thermostat,temperature controller|||
903289|Other automatic regulating instruments|humidity controller|||
9104|Instrument panel clocks for vehicles, aircraft, vessels|dashboard clock,instrument panel clock,marine clock,boat clock,car clock|||
910400|Instrument panel clocks and similar|dashboard clock,instrument panel clock,marine clock,boat clock,car clock|||
9208|Music boxes and other musical instruments n.e.c.|music box,musical box,wind up music box|||
920810|Music boxes|music box,musical box,wind up music box|||
9508|Amusement park rides, travelling circuses and theatres|||
950823|Dodge'em cars (bumper cars)|bumper car,bumper cars,dodgem,dodgem cars|||
9602|Worked vegetable or mineral carving material; moulded or carved articles of wax, gelatin (empty capsules)|||
960200|Worked vegetable or mineral carving material (empty gelatin capsules)|empty gelatin capsules,empty capsules,empty gelatin capsule,empty veggie capsules|||
9607|Slide fasteners (zippers)||||sewing|
960719|Other slide fasteners|zipper,zippers,zip fastener|||
960720|Parts of slide fasteners|zipper pull|||
9606|Buttons, press-fasteners and snap-fasteners|sew on button,sewing button,resin button,shirt button,jeans button,metal button|||sewing|
960610|Press-fasteners and snap-fasteners|snap button,press stud,snap fastener|||
960629|Other buttons|sewing button,shirt button,buttons for sewing|||
960621|Buttons of plastics, not covered with textile|sew on button,resin button,plastic button|plastic||
960622|Buttons of base metal, not covered with textile|jeans button,metal button|base_metal||
6506|Other headgear (helmets)||||sports|
650610|Safety headgear|motorcycle helmet,bike helmet,bicycle helmet,cycling helmet,safety helmet,hard hat,ski helmet,riding helmet,skateboard helmet|||
4015|Gloves of vulcanised rubber|surgical glove,latex examination glove,examination gloves,exam gloves,nitrile exam gloves,medical gloves|||health,home|
401512|Rubber gloves for medical, surgical, dental or veterinary use|examination gloves,surgical glove,latex examination glove,exam gloves,nitrile exam gloves,medical gloves,nitrile examination gloves|||
401519|Other rubber gloves|nitrile gloves,latex gloves,disposable gloves,rubber gloves,dishwashing gloves|||
4014|Hygienic or pharmaceutical articles of vulcanised rubber||||health|
401490|Other hygienic or pharmaceutical articles of rubber|hot water bottle|||
3208|Paints and varnishes in a non-aqueous medium|varnish,wood varnish,wood stain,deck stain|||
320890|Other paints and varnishes in a non-aqueous medium|varnish,wood varnish,wood stain,deck stain|||
3209|Paints and varnishes in an aqueous medium|emulsion paint,matt emulsion,wall paint,acrylic wall paint,water based paint,latex paint|||home|
320910|Acrylic or vinyl paints in an aqueous medium|emulsion paint,matt emulsion,wall paint,acrylic wall paint,water based paint,latex paint|||
3213|Artists' colours and paint sets||||art,craft|
321310|Artists' colours in sets|watercolor set,acrylic paint set,paint set,oil paint set,artists oil colours,artists oil colors,oil colours set|||
321390|Artists' colours, not in sets|watercolor paint,watercolour paint,artist paint,gouache|||
3214|Mastics, fillers and putty|wood filler,wood putty,glazing putty,spackle,filler paste|||tools|
321410|Mastics, painters' fillings|wood filler,wood putty,glazing putty,spackle,filler paste,glaziers putty,glazier putty,window putty,linseed oil putty|||
3215|Printing ink, writing or drawing ink|printer ink,ink refill,refill ink,ink bottle,fountain pen ink,drawing ink,calligraphy ink,india ink|||office|
321519|Printing ink, other than black|printer ink,ink refill,refill ink,ink bottle|||
321590|Other ink (writing or drawing ink)|fountain pen ink,drawing ink,calligraphy ink,india ink|||
3403|Lubricating preparations|wd 40,penetrating oil,lubricant spray,silicone spray,silicone lubricant,chain lube,multi use spray|||tools|
340399|Other lubricating preparations|wd 40,penetrating oil,lubricant spray,silicone spray,silicone lubricant,chain lube,multi use spray|||
3405|Polishes and creams for footwear, furniture, cars|shoe polish,boot polish,shoe cream,furniture polish,car wax,car polish,metal polish,silver polishing cloth,jewelry polishing cloth,silver polish|||home|
340510|Polishes for footwear or leather|shoe polish,boot polish,shoe cream|||
340520|Polishes for wooden furniture and floors|furniture polish|||
340530|Polishes for coachwork (car wax)|car wax,car polish|||
340590|Other polishes (metal polish)|metal polish,silver polishing cloth,jewelry polishing cloth,silver polish|||
3503|Gelatin and glues of animal origin|gelatine,gelatin,gelatine leaves,gelatin sheets,rabbit skin glue,leaf gelatine|||food|
350300|Gelatin and gelatin derivatives; isinglass; other glues of animal origin|gelatine,gelatin,gelatine leaves,gelatin sheets,rabbit skin glue,leaf gelatine|||
3506|Prepared glues and adhesives|glue,super glue,epoxy adhesive,wood glue,glue stick,contact adhesive,hot glue stick,two part epoxy,lash glue,eyelash glue,rubber cement|||diy|
350610|Glues and adhesives put up for retail sale, ≤ 1 kg|glue,super glue,epoxy adhesive,wood glue,glue stick,two part epoxy,lash glue,eyelash glue,rubber cement|||
350691|Adhesives based on polymers or rubber|contact adhesive,construction adhesive,hot glue stick|||
380290|Other activated natural mineral products; animal black|bone black,bone char,bone charcoal|||
3808|Insecticides, disinfectants and insect repellents|weed killer,weedkiller,herbicide,slug pellets,rat poison,water purification tablets,chlorine tablets|||home,garden|
380891|Insecticides and insect repellents|insect repellent,mosquito repellent,bug spray,insecticide,ant killer,roach killer,mosquito coil,mosquito coils,mosquito repellent coils,mosquito repellent coil,moth balls,mothballs|||
380893|Herbicides|weed killer,weedkiller,herbicide|||
380899|Other pesticides (rodenticides, molluscicides)|slug pellets,rat poison|||
380894|Disinfectants|hand sanitizer,hand sanitiser,disinfectant,disinfectant spray,sanitizing spray,water purification tablets,water purification tablet,chlorine tablets,disinfecting wipes,disinfectant wipes,antibacterial wipes|||
3820|Anti-freezing preparations and de-icing fluids|antifreeze,anti freeze,engine coolant,radiator coolant,coolant,de icing fluid,windshield washer fluid,windscreen washer fluid,washer fluid,screen wash|||
382000|Anti-freezing preparations and de-icing fluids|windshield washer fluid,windscreen washer fluid,washer fluid,screen wash,antifreeze,engine coolant||
3822|Diagnostic reagents and test strips|test strips,glucose test strips,blood glucose test strips,pregnancy test,ovulation test,covid test,antigen test,urine test strips,buffer solution,ph buffer,analytical reagent,laboratory reagent|||health|
382219|Diagnostic reagents on a backing (test strips)|test strips,glucose test strips,blood glucose test strips,pregnancy test,ovulation test,covid test,antigen test,urine test strips|||
382290|Other diagnostic or laboratory reagents|buffer solution,ph buffer,analytical reagent,laboratory reagent|||
3901|Polymers of ethylene, in primary forms|ldpe pellets,hdpe pellets,polyethylene pellets,polyethylene granules,pe granules|||
390110|Polyethylene, specific gravity < 0.94 (LDPE)|ldpe pellets,ldpe granules|||
390120|Polyethylene, specific gravity ≥ 0.94 (HDPE)|hdpe pellets,hdpe granules|||
3902|Polymers of propylene, in primary forms|polypropylene pellets,pp pellets,polypropylene granules,pp granules,polypropylene resin,pp homopolymer,polypropylene homopolymer,pp resin|||
390210|Polypropylene, in primary forms|polypropylene pellets,pp pellets,polypropylene granules,pp granules,polypropylene resin,polypropylene homopolymer,pp homopolymer|||
3904|Polymers of vinyl chloride, in primary forms|pvc resin,pvc powder,pvc suspension resin,pvc compound,polyvinyl chloride resin,pvc resin powder,suspension grade pvc|||
390410|Poly(vinyl chloride), not mixed|pvc resin,pvc powder,pvc suspension resin,polyvinyl chloride resin,pvc resin powder,suspension grade pvc|||
3907|Polyacetals, polyethers, epoxide resins, polycarbonates, polyesters, in primary forms||||crafts|
390729|Other polyethers (polyethylene glycol)|polyethylene glycol,peg 400,peg 4000|||
390730|Epoxide resins|epoxy resin,casting resin,resin and hardener|||
390761|Polyethylene terephthalate, viscosity 78 ml/g or higher (bottle grade)|polyethylene terephthalate chips,pet resin,bottle grade pet,pet bottle grade chips,polyethylene terephthalate resin,pet chips|||
3915|Waste, parings and scrap of plastics|pet flakes,pet bottle flakes|||
391590|Waste and scrap of other plastics (PET)|pet flakes,pet bottle flakes|||
391620|Profile shapes of polymers of vinyl chloride|upvc profile,pvc profile,window profile,upvc window profile|||
391721|Rigid tubes and pipes of polymers of ethylene|hdpe pipe,pe pipe|||
391723|Rigid tubes and pipes of polymers of vinyl chloride|upvc pipe,pvc pipe|||
3919|Self-adhesive tape, film and sheets of plastics||||office,tools|
391910|Self-adhesive plastics in rolls up to 20 cm wide|adhesive tape,duct tape,packing tape,double sided tape,electrical tape,insulating tape,vinyl tape,pvc tape,clear tape,sticky tape|||
391990|Other self-adhesive plates, sheets and film of plastics|adhesive vinyl,permanent vinyl,vinyl wrap,self adhesive film,adhesive film|||
3920|Plates, sheets and film of plastics, not reinforced|acrylic sheet,plexiglass,plexiglass sheet,perspex,pmma sheet,plastic sheet|||
392051|Sheets of poly(methyl methacrylate)|acrylic sheet,plexiglass,plexiglass sheet,perspex,pmma sheet|||
3922|Baths, sinks, toilet seats and sanitary ware of plastics||||home|
392220|Lavatory seats and covers of plastics|toilet seat|||
392210|Baths, shower-baths, sinks and wash-basins of plastics|bathtub,shower tray,bath tub|||
4001|Natural rubber in primary forms|technically specified natural rubber,tsnr,svr,smr,natural rubber tsr,tsr 20,tsr 10|||
400122|Technically specified natural rubber (TSNR)|technically specified natural rubber,tsnr,svr,smr,natural rubber tsr,tsr 20,tsr 10|||
4703|Chemical wood pulp, soda or sulphate|bleached softwood kraft pulp,nbsk,softwood kraft pulp,nbsk pulp|||
470321|Bleached coniferous chemical wood pulp (sulphate)|bleached softwood kraft pulp,nbsk,softwood kraft pulp,nbsk pulp|||
4008|Plates, sheets and strip of vulcanised rubber|rubber sheet,neoprene sheet,rubber strip|||
400821|Sheets of non-cellular rubber|rubber sheet,neoprene sheet,rubber strip|||
4009|Tubes, pipes and hoses of vulcanised rubber|fuel hose,fuel line,rubber hose,radiator hose,vacuum hose rubber,hydraulic hose|||
400931|Rubber hoses reinforced with textile, without fittings|||
401691|Floor coverings and mats of rubber|car floor mat,rubber floor mat,floor liner,rubber door mat,boot mat,rubber doormat,rubber entrance mat|||
401693|Gaskets, washers and other seals of rubber|oil seal,nbr oil seal,rubber seal,rubber gasket,nbr o ring,nbr o rings,rubber o ring,rubber o rings,epdm o ring,fkm o ring,viton o ring|||
4303|Articles of apparel and clothing accessories of furskin|fur coat,fur jacket,mink coat,fur stole,fur vest,fur gilet,fox fur coat,shearling jacket,shearling coat,sheepskin jacket,sheepskin coat,fur lined coat,fur hat,fur trapper hat,coonskin cap,raccoon fur hat,fox fur hat,mink fur hat,sheepskin rug,shearling aviator jacket,shearling bomber jacket,shearling flight jacket,shearling aviator|||apparel|
430310|Articles of apparel and clothing accessories of furskin|fur coat,fur jacket,mink coat,fur stole,fur vest,fur gilet,fox fur coat,shearling jacket,shearling coat,sheepskin jacket,sheepskin coat,fur lined coat,fur hat,fur trapper hat,coonskin cap,raccoon fur hat,fox fur hat,mink fur hat,shearling aviator jacket,shearling bomber jacket,shearling flight jacket,shearling aviator|||
430390|Other articles of furskin (rugs, throws)|sheepskin rug|||
4503|Articles of natural cork|wine cork,bottle cork,cork stopper,natural cork stopper,cork coaster|||
450310|Corks and stoppers of natural cork|wine cork,bottle cork,cork stopper,natural cork stopper|||
450390|Other articles of natural cork (coasters)|cork coaster|||
4504|Agglomerated cork and articles of agglomerated cork|agglomerated cork,agglomerated cork coaster,cork board,cork sheet,cork roll,cork tile,cork notice board,cork tiles,cork wall tiles,cork floor tiles,cork underlayment|||
450410|Agglomerated cork blocks, plates, sheets, strip and tiles|cork sheet,cork roll,cork tile,cork tiles,cork wall tiles,cork floor tiles,cork underlayment|||
450490|Other articles of agglomerated cork (boards, coasters)|agglomerated cork,agglomerated cork coaster,cork board,cork notice board|||
0504|Guts, bladders and stomachs of animals (sausage casings)|sausage casing,natural casing,hog casing,sheep casing,natural sausage casing|||
050400|Guts, bladders and stomachs of animals (sausage casings)|sausage casing,natural casing,hog casing,sheep casing,natural sausage casing|||
0505|Skins and other parts of birds, feathers and down|hackle,fly tying feather,rooster feather,peacock feather,ostrich feather,craft feather,loose feather,pheasant feathers,pheasant tail feathers,craft feathers,peacock feathers,ostrich feathers|||
050590|Feathers and skins of birds, not for stuffing|hackle,fly tying feather,rooster feather,peacock feather,ostrich feather,craft feather,loose feather|||
1107|Malt, not roasted|brewing malt,pale malt,barley malt,malted barley,base malt,pilsner malt|||
110710|Malt, not roasted|brewing malt,pale malt,barley malt,malted barley,base malt,pilsner malt|||
2601|Iron ores and concentrates|iron ore,iron ore pellets,iron ore fines,iron ore concentrate,iron ore lump|||
260111|Iron ores, non-agglomerated (fines, lump)|iron ore fines,iron ore lump,iron ore concentrate|||F
260112|Iron ores, agglomerated (pellets, sinter)|iron ore pellets,iron ore sinter,agglomerated iron ore|||
2523|Portland cement (other than white)|portland cement,grey portland cement,ordinary portland cement|||
252329|Portland cement (other than white)|portland cement,grey portland cement,ordinary portland cement|||
2712|Petroleum jelly|petroleum jelly,petrolatum,white petrolatum,paraffin wax,paraffin wax pellets,paraffin wax granules,candle wax paraffin,microcrystalline wax|||
271210|Petroleum jelly|petroleum jelly,petrolatum,white petrolatum|||
271220|Paraffin wax containing by weight less than 0.75 % of oil|paraffin wax,paraffin wax pellets,paraffin wax granules,candle wax paraffin|||
2803|Carbon black|carbon black,furnace black,acetylene black|||
280300|Carbon black|carbon black,furnace black,acetylene black|||
3102|Urea fertilisers|urea fertilizer,urea fertiliser,granular urea,prilled urea,urea 46,urea 46% n,urea granular,urea prilled,urea fertilizer granules,urea fertiliser granules,urea granules,urea 46% nitrogen|||
310210|Urea fertilisers|urea fertilizer,urea fertiliser,granular urea,prilled urea,urea fertilizer granules,urea fertiliser granules,urea granules,urea 46% nitrogen,urea 46,urea 46% n,urea granular,urea prilled,diesel exhaust fluid|||
3605|Matches|safety matches,matchbox,matchboxes,box of matches,kitchen matches|||
360500|Matches|safety matches,matchbox,matchboxes,box of matches,kitchen matches|||
3826|Biodiesel|biodiesel,fatty acid methyl ester,b100 biodiesel|||
382600|Biodiesel|biodiesel,fatty acid methyl ester,b100 biodiesel|||
3910|Silicones in primary forms|silicone oil,polydimethylsiloxane,pdms,silicone fluid|||
391000|Silicones in primary forms|silicone oil,polydimethylsiloxane,pdms,silicone fluid|||
5201|Raw cotton, not carded or combed|raw cotton,cotton lint,upland cotton,ginned cotton|||
520100|Raw cotton, not carded or combed|raw cotton,cotton lint,upland cotton,ginned cotton|||
5902|Tyre cord fabric of nylon|tire cord fabric,tyre cord fabric,tire cord,tyre cord|||
590210|Tyre cord fabric of nylon|tire cord fabric,tyre cord fabric,tire cord,tyre cord|||
7019|Glass wool and articles of glass wool|glass wool,glass wool insulation,fiberglass insulation,fibreglass insulation|||
701980|Glass wool and articles of glass wool|glass wool,glass wool insulation,fiberglass insulation,fibreglass insulation|||
8609|Freight containers for carriage by one or more modes of transport|shipping container,cargo container,iso container,freight container,dry cargo container|||
860900|Freight containers for carriage by one or more modes of transport|shipping container,cargo container,iso container,freight container,dry cargo container|||
6803|Worked slate and articles of slate|slate board,slate cheese board,slate serving board,slate platter,slate coaster,slate place mat,slate placemat,slate sign|||
680300|Worked slate and articles of slate|slate board,slate cheese board,slate serving board,slate platter,slate coaster,slate place mat,slate placemat,slate sign|||
4402|Wood charcoal|lumpwood charcoal,charcoal briquette,bbq charcoal,barbecue charcoal,hardwood charcoal|||
440290|Wood charcoal (other than of bamboo)|lumpwood charcoal,charcoal briquette,bbq charcoal,barbecue charcoal,hardwood charcoal|||
4421|Other articles of wood|wooden clothespins,wooden clothes pegs,wooden clothes peg,wooden clothespin|||
442199|Other articles of wood, n.e.c.|match splint,wooden clothespins,wooden clothes pegs,wooden clothes peg,wooden clothespin,popsicle sticks,craft sticks,wooden craft sticks|||
4810|Paper and paperboard coated with kaolin|duplex board,coated duplex board,coated paperboard|||
481092|Multi-ply coated paperboard|duplex board,coated duplex board,coated paperboard|||
4817|Envelopes, letter cards and correspondence cards of paper|envelope,self seal envelope,window envelope,letter card,correspondence card,stationery set|paper||
481710|Envelopes of paper|envelope,self seal envelope,window envelope|||
4904|Music, printed or in manuscript|sheet music,music score,music book|||books|
490400|Music, printed or in manuscript|sheet music,music score,music book|||
4907|Unused postage and revenue stamps of current or new issue; banknotes; cheque forms|postage stamp,forever stamp,book of stamps,stamp booklet|||
490700|Unused postage and revenue stamps of current or new issue; banknotes; cheque forms|postage stamp,forever stamp,book of stamps,stamp booklet|||
3701|Photographic plates and film in the flat, sensitised, unexposed (instant print film)|instant film,instant camera film,instax film,instax mini film,polaroid film,instant color film,instant colour film,instant film pack|||
370120|Instant print film in the flat|instant film,instant camera film,instax film,instax mini film,polaroid film,instant color film,instant colour film,instant film pack|||
3702|Photographic film in rolls, sensitised, unexposed|35mm film,color film,colour film,camera film,135 film|||
370254|Colour photographic film in rolls, 16 to 35 mm wide, 30 m or less (35 mm camera film)|35mm film,color film,colour film,camera film,135 film|||
4905|Maps and hydrographic or similar charts, printed|road atlas,world atlas,street atlas|||
490520|Maps and charts in book form (atlases)|road atlas,world atlas,street atlas|||
5109|Yarn of wool, put up for retail sale|knitting yarn,merino yarn,wool yarn,yarn ball|wool||crafts|
510910|Yarn of wool, ≥85 % wool, put up for retail sale|knitting yarn,merino yarn,wool yarn,yarn ball|wool||
5205|Cotton yarn (not sewing thread), 85 % or more cotton|cotton yarn,combed cotton yarn,ring spun cotton yarn,carded cotton yarn,combed compact yarn,cotton compact yarn,cotton yarn ne|||
520512|Single cotton yarn of uncombed fibres|carded cotton yarn|||
520522|Single cotton yarn of combed fibres|cotton yarn,combed cotton yarn,ring spun cotton yarn|||
520524|Single cotton yarn of combed fibres, 192-232 dtex (Nm 43-52)||||
5105|Wool and animal hair, carded or combed (wool tops)|wool tops,combed wool tops,merino wool tops,combed wool|||
510529|Combed wool (wool tops)|wool tops,combed wool tops,merino wool tops,combed wool|||
5209|Woven cotton fabrics, over 200 g/m2|denim fabric,cotton denim|||
520942|Denim|denim fabric,cotton denim|||
5402|Synthetic filament yarn (not sewing thread)|polyester dty,textured polyester yarn|||
540233|Textured yarn of polyesters|polyester dty,textured polyester yarn|||
5401|Sewing thread of man-made filaments|polyester filament sewing thread,filament sewing thread,nylon sewing thread,bonded nylon thread,polyester sewing thread spool,embroidery thread polyester|||
540110|Sewing thread of synthetic filaments|polyester filament sewing thread,filament sewing thread,nylon sewing thread,bonded nylon thread,polyester sewing thread spool,embroidery thread polyester|||
5503|Synthetic staple fibres, not carded or combed|polyester staple fiber,polyester staple fibre,psf|||
550320|Staple fibres of polyesters|polyester staple fiber,polyester staple fibre,psf|||
5508|Sewing thread of man-made staple fibres|spun polyester thread,spun polyester sewing thread,polyester sewing thread|||
550810|Sewing thread of synthetic staple fibres|spun polyester thread,spun polyester sewing thread,polyester sewing thread|||
5601|Wadding of textiles and articles of wadding (cotton pads, cotton wool)|cotton pad,cotton pads,cotton round,cotton rounds,makeup remover pad,cotton wool,cotton ball,cotton balls,cotton swab,cotton swabs,cotton bud,cotton buds,q tips,q-tips|||beauty
560121|Wadding of cotton and articles of it (cotton pads, cotton wool)|cotton pad,cotton pads,cotton round,cotton rounds,makeup remover pad,cotton wool,cotton ball,cotton balls,cotton swab,cotton swabs,cotton bud,cotton buds,q tips,q-tips|||
5602|Felt|felt sheet,craft felt,felt fabric,felt roll|||crafts|
560290|Other felt|felt sheet,craft felt,felt fabric,felt roll|||
5603|Nonwovens|spunbond nonwoven,pp spunbond,spunbond,polypropylene spunbond,spunbonded nonwoven|||
560312|Nonwovens of man-made filaments, weighing over 25 g/m2 but not over 70 g/m2|nonwoven fabric,non woven fabric,spunbond fabric,spunbond|||
560311|Nonwovens of man-made filaments, not over 25 g/m2|spunbond nonwoven,pp spunbond,spunbond,polypropylene spunbond,spunbonded nonwoven|||
5607|Twine, cordage and ropes|polypropylene rope,pp rope,polyethylene rope,pe rope,tow rope,paracord,nylon rope,climbing rope,nylon cord,polyester rope,twisted rope,three strand rope,mooring rope,polypropylene monofilament rope,baler twine,binder twine|||outdoor|
560749|Other twine and ropes of polyethylene or polypropylene|tow rope,polypropylene rope,pp rope,polyethylene rope,pe rope,three strand rope,mooring rope,polypropylene monofilament rope|||
560750|Twine and ropes of other synthetic fibres|rope,paracord,climbing rope,nylon rope,polyester rope,nylon cord,polyester cord|||
560790|Twine and ropes of other textile materials|jute rope,cotton rope,twine|||
560741|Binder or baler twine of polyethylene or polypropylene|baler twine,binder twine|||
6306|Tents, tarpaulins, awnings and sails||||outdoor|
630622|Tents of synthetic fibres|tent,camping tent,canopy tent|||
630612|Tarpaulins and awnings of synthetic fibres|tarp,tarpaulin,awning,sun shade sail,shade sail|||
630640|Pneumatic mattresses|air mattress,air bed,airbed,inflatable mattress,camping air mattress|||
5810|Embroidery in the piece, in strips or in motifs (patches)||||sewing|
581092|Embroidery of man-made fibres|iron on patch,embroidered patch,sew on patch,applique|||
5806|Narrow woven fabrics (ribbons)|hook and loop tape,hook and loop fastener,velcro tape,velcro strap,velcro|||sewing|
580632|Narrow woven fabrics of man-made fibres|ribbon,satin ribbon,grosgrain ribbon,webbing|||
580639|Narrow woven fabrics of other textile materials|velvet ribbon|||
5804|Tulle and lace||||sewing|
580410|Tulle and other net fabrics|tulle,tulle fabric|||
580421|Mechanically made lace of man-made fibres|lace trim,lace fabric,lace ribbon|||
580610|Narrow woven pile fabrics (hook and loop tape)|hook and loop tape,hook and loop fastener,velcro tape,velcro strap,velcro|||
6001|Pile fabrics, knitted (long pile, faux fur fabric)|faux fur fabric,plush fabric,minky fabric,fleece fabric,pile fabric,knitted pile fabric,fleece pile fabric,polar fleece fabric|||
600110|Long pile fabrics, knitted|faux fur fabric,plush fabric,minky fabric,pile fabric,knitted pile fabric,polar fleece fabric|||
6004|Knitted fabrics over 30 cm wide with 5% or more elastomeric yarn|spandex knit fabric,elastane knit fabric,stretch knit fabric,jersey knit fabric with spandex,knit fabric with spandex|||fabric|
600410|Knitted fabrics with 5% or more elastomeric yarn, no rubber thread|spandex knit fabric,elastane knit fabric,stretch knit fabric,jersey knit fabric with spandex,knit fabric with spandex|||
6006|Other knitted or crocheted fabrics|weft knit fabric,warp knit fabric,jersey fabric,jersey knit fabric,interlock fabric,interlock knit fabric,rib knit fabric,pique knit fabric|||fabric|M
600622|Knitted fabrics of cotton, dyed|weft knit fabric,jersey fabric,jersey knit fabric,interlock fabric,rib knit fabric|cotton|||
600632|Knitted fabrics of synthetic fibres, dyed|weft knit fabric,warp knit fabric,jersey fabric,jersey knit fabric,interlock fabric,interlock knit fabric,pique knit fabric|synthetic|||F
6305|Sacks and bags for packing goods, of textiles|pp woven bag,woven polypropylene bag,woven sack,jumbo bag,bulk bag,fibc bag,burlap sack,coffee sack,hessian sack,gunny sack,jute sack,coffee bean sack,sandbag,sandbags,sand bag,sand bags|||
630532|Flexible intermediate bulk containers|jumbo bag,bulk bag,fibc bag|||
630533|Sacks and bags of polyethylene or polypropylene strip|pp woven bag,woven polypropylene bag,woven sack,sandbag,sandbags,sand bag,sand bags|||
630510|Sacks and bags for packing goods, of jute|burlap sack,coffee sack,hessian sack,gunny sack,jute sack,coffee bean sack,hessian sacks,potato sacks,jute sacks|||
6308|Needlework sets (woven fabric and yarn for rugs, tapestries, embroidery)|cross stitch kit,embroidery kit,needlepoint kit,needlework kit,latch hook kit|||crafts|
630800|Needlework sets|cross stitch kit,embroidery kit,needlepoint kit,needlework kit,latch hook kit|||
6401|Waterproof footwear of rubber or plastics, uppers not stitched (moulded boots)|rain boot,rubber boot,gumboot,wellington,wellington boot,wellies,wellie|||apparel,shoes|
640192|Waterproof footwear of rubber or plastics covering the ankle but not the knee|rain boot,rubber boot,gumboot,wellington boot,wellies|||
640199|Other waterproof footwear of rubber or plastics (knee boots)|wellington,wellington boot,knee high rain boot|||
650691|Headgear of rubber or plastics (shower caps, swim caps)|shower cap,bath cap,swim cap,swimming cap|||
6701|Articles of feathers or down|feather boa,feather fan,feather duster|||
670100|Articles of feathers or down|||
6805|Abrasive paper and cloth (sandpaper)||||tools|
680520|Abrasive on paper or paperboard|sandpaper,sanding paper,abrasive paper,sandpaper sheet,sanding sheet,abrasive sheet,emery board,emery boards,nail file emery board|||
680530|Abrasive on other materials|sanding disc,sanding belt|||
6804|Millstones, grinding wheels and sharpening stones||||tools|
680422|Other grinding wheels of agglomerated abrasives|grinding wheel,cutting disc|||
680430|Hand sharpening or polishing stones|whetstone,sharpening stone,knife sharpener stone|||
6902|Refractory bricks, blocks and tiles|fire brick,firebrick,refractory brick,fireclay brick|||
690220|Refractory bricks with more than 50 % of alumina or silica|fire brick,firebrick,refractory brick,fireclay brick|||
6910|Ceramic sinks, wash basins, baths, toilets and similar sanitary fixtures|toilet bowl,toilet,wash basin,washbasin,bathroom sink,ceramic sink,bidet,urinal,toilet cistern,wc pan,wc pans,close coupled wc,two piece toilet,one piece toilet,two-piece toilet,one-piece toilet,toilet tank|||
691010|Ceramic sanitary fixtures of porcelain or china|two piece toilet,one piece toilet,two-piece toilet,one-piece toilet,toilet bowl,toilet tank||
7005|Float glass, in sheets|float glass,clear float glass|||
700529|Float glass, non-wired, not coloured throughout|float glass,clear float glass|||
700721|Laminated safety glass for vehicles (windscreens)|||
7015|Clock or watch glasses and similar glasses|watch crystal,watch glass,sapphire crystal,mineral crystal watch|||
701590|Clock or watch glasses and the like, other than for corrective spectacles|watch crystal,watch glass,sapphire crystal,mineral crystal watch|||
7103|Precious and semi-precious stones, not strung, mounted or set|loose gemstone,loose gem,loose stone|||
710399|Other worked precious and semi-precious stones|||
7104|Synthetic or reconstructed precious or semi-precious stones|lab grown diamond,lab-grown diamond,lab created diamond,cvd diamond,hpht diamond,synthetic diamond|||jewelry|
710421|Synthetic diamonds, unworked or simply sawn or roughly shaped|lab grown diamond rough,cvd diamond rough|||
710491|Synthetic diamonds, worked|lab grown diamond,lab-grown diamond,lab created diamond,cvd diamond,hpht diamond,synthetic diamond|||
7216|Angles, shapes and sections of iron or non-alloy steel|h beam,i beam,steel beam|||
721632|I sections, hot-rolled, 80 mm or more high|i beam,steel i beam|||
721633|H sections, hot-rolled, 80 mm or more high|h beam,steel h beam|||
7217|Wire of iron or non-alloy steel|galvanized wire,galvanised wire,galvanized steel wire,gi wire|||
721720|Wire of iron or non-alloy steel, zinc-coated|galvanized wire,galvanised wire,galvanized steel wire,gi wire|||
7303|Tubes and pipes of cast iron|ductile iron pipe,cast iron pipe,cast iron soil pipe|||
730300|Tubes, pipes and hollow profiles of cast iron|ductile iron pipe,cast iron pipe,cast iron soil pipe|||
7306|Other tubes and pipes of iron or steel (welded)|erw pipe,erw steel pipe,welded steel pipe,scaffolding tube|||
730630|Other welded tubes, round, of non-alloy steel|erw pipe,erw steel pipe,welded steel pipe,scaffolding tube|||
7311|Containers for compressed or liquefied gas, of iron or steel|gas cylinder,propane tank,propane cylinder,gas bottle,co2 cylinder,oxygen cylinder,lpg cylinder|||
731100|Containers for compressed or liquefied gas, of iron or steel|||
7312|Stranded wire, ropes and cables of iron or steel|wire rope,steel wire rope,steel cable,galvanized wire rope,galvanized cable,galvanized steel cable,steel wire cable,aircraft cable,galvanised cable|||
731210|Stranded wire, ropes and cables of iron or steel|wire rope,steel wire rope,steel cable,galvanized wire rope,galvanized cable,galvanized steel cable,steel wire cable,aircraft cable,galvanised cable|||
7314|Grill, netting and fencing of iron or steel wire|wire fence,welded wire,welded wire fence,hardware cloth,wire mesh,chicken wire,wire netting,chain link fence,chain-link fence,chain link fencing,chain link fence fabric|||garden|
731441|Netting and fencing of steel wire, zinc-coated|wire fence,welded wire,welded wire fence,hardware cloth,chicken wire,wire netting,chain link fence,chain-link fence,chain link fencing,chain link fence fabric|||
7319|Sewing needles, knitting needles and pins of iron or steel|sewing needle,hand sewing needle,darning needle,embroidery needle,safety pin|||crafts|
731940|Safety pins and other pins|safety pin|||
731990|Sewing, darning and embroidery needles|sewing needle,hand sewing needle,darning needle,embroidery needle|||
7325|Other cast articles of iron or steel|manhole cover,cast iron manhole cover,gully grate|||
732510|Cast articles of non-malleable cast iron|manhole cover,cast iron manhole cover,gully grate|||
7407|Copper bars, rods and profiles|copper busbar,copper bus bar,copper rod|||
740710|Bars, rods and profiles of refined copper|copper busbar,copper bus bar,copper rod|||
7408|Copper wire|copper wire rod|||
740811|Wire of refined copper, over 6 mm thick|copper wire rod|||
7415|Copper nails, screws, bolts, nuts and similar articles|brass standoff,standoff spacer,copper rivet|||
741533|Copper screws, bolts and nuts|brass standoff,standoff spacer|||
7418|Table, kitchen or household articles of copper|copper mug,moscow mule mug,copper pan,copper pot,copper kettle,copper stovetop kettle|||home|
741810|Table, kitchen or household articles of copper|copper mug,moscow mule mug,copper pan,copper pot,copper kettle,copper stovetop kettle|||
7601|Unwrought aluminium|aluminium ingot,aluminum ingot,primary aluminium|||
760110|Aluminium, not alloyed, unwrought|aluminium ingot,aluminum ingot,primary aluminium|||
7604|Aluminium bars, rods and profiles|aluminum extrusion,aluminium extrusion,aluminum profile,aluminium profile,extrusion profile,v slot,hollow profile,aluminium hollow profile,aluminum hollow profile|||
760429|Aluminium alloy bars, rods and profiles|aluminum extrusion,aluminium extrusion,aluminum profile,aluminium profile,extrusion profile,v slot|||
760421|Hollow profiles of aluminium alloys|hollow profile,aluminium hollow profile,aluminum hollow profile|||
7605|Aluminium wire|aluminium wire rod,aluminum wire rod|||
760511|Aluminium wire, not alloyed, over 7 mm thick|aluminium wire rod,aluminum wire rod|||
7610|Aluminium structures, doors, windows and their frames|aluminium window,aluminum window,window frame,door frame,aluminium door,aluminum door|||
761010|Aluminium doors, windows and their frames|||
7614|Stranded wire and cables of aluminium, not insulated|acsr,acsr conductor,aluminium conductor steel reinforced|||
761410|Stranded aluminium wire with steel core|acsr,acsr conductor,aluminium conductor steel reinforced|||
8716|Trailers and hand trucks; parts|bike trailer,bicycle trailer,kids bike trailer|||tools|
871680|Other vehicles, not mechanically propelled (hand trucks, carts)|hand truck,dolly,moving dolly,utility cart,wagon cart,wheelbarrow,wheel barrow,garden cart,pet stroller,dog stroller,cat stroller,pet pram,golf push cart,golf trolley,golf bag trolley|||
871639|Other trailers for the transport of goods|trailer,utility trailer|||
871690|Parts of trailers and carts|trailer hitch|||
871640|Other trailers (bicycle trailers)|bike trailer,bicycle trailer,kids bike trailer|||
8201|Hand tools for garden and farm (spades, rakes, axes, pruners)|||tools,garden|
820110|Spades and shovels|shovel,spade,garden shovel,snow shovel|||
820130|Mattocks, picks, hoes and rakes|hoe,rake,garden rake,leaf rake,pickaxe,mattock|||
820140|Axes, bill hooks and similar hewing tools|axe,hatchet,machete|||
820150|One-handed secateurs and pruners|pruning shears,secateurs,pruner,hand pruner|||
820160|Hedge shears and two-handed pruning shears|hedge shears,loppers|||
820190|Other garden and farm hand tools (forks, weeders, sickles)|garden fork,pitchfork,weeder,hand weeder,weed puller,sickle,scythe|||
8202|Hand saws and saw blades|saw chain,chainsaw chain||tools|
820210|Hand saws|hand saw,hacksaw,pruning saw,folding saw|||
820220|Band saw blades|band saw blade|||
820239|Circular saw blades|circular saw blade|||
820240|Chain saw blades|chainsaw chain,saw chain,chain saw chain|||
820299|Other saw blades|saw blade,jigsaw blade,reciprocating saw blade|||
8203|Files, pliers, tweezers, metal-cutting shears and punches|||tools|
820310|Files and rasps|rasp,needle file,file set|||
820320|Pliers, pincers and tweezers|pliers,needle nose pliers,locking pliers,wire stripper,crimping tool,crimper,tweezers,wire cutter,side cutter,cutting pliers|||
820330|Metal-cutting shears|tin snips,aviation snips|||
820340|Pipe cutters, bolt croppers and punches|pipe cutter,bolt cutter,leather punch|||
8204|Spanners and wrenches; sockets|||tools|
820411|Non-adjustable spanners and wrenches|oil filter wrench,filter wrench,wrench,spanner,combination wrench,box wrench,ratchet wrench|||
820412|Adjustable spanners and wrenches|adjustable wrench,pipe wrench,monkey wrench|||
820420|Interchangeable spanner sockets|socket set,socket wrench,impact socket|||
8205|Other hand tools (hammers, screwdrivers, clamps, household tools)|grater,cheese grater,zester,corkscrew,wine key,waiters corkscrew,wine opener,bottle opener||tools|
820520|Hammers and sledge hammers|hammer,claw hammer,mallet|||
820540|Screwdrivers|screwdriver,screwdriver set|||
820551|Household hand tools|can opener,garlic press,nutcracker,potato masher,bottle opener,grater,cheese grater,zester,corkscrew,wine key,waiters corkscrew,wine opener|||
820559|Other hand tools (scrapers, pry bars, trowels, caulking guns)|putty knife,scraper,paint scraper,crowbar,pry bar,trowel,caulking gun,caulk gun,grease gun,rivet gun,hand riveter,glass cutter|||
820560|Blow lamps|blow torch,butane torch|||
820570|Vices and clamps|c clamp,bar clamp,quick clamp,spring clamp,woodworking clamp,bench vise,vise,vice,table vise,table vice,bench vice|||
8206|Sets of hand tools|||tools|
820600|Sets of hand tools for retail sale|tool set,hand tool set,mechanic tool set,tool kit,household tool set|||
8207|Interchangeable tools (drill bits, router bits, taps)|twist drill,twist drills,hss drill,hss twist drill,hss drill bit,cobalt drill bit,drill bit||tools|
820750|Drilling tools (drill bits, hole saws)|drill bit,hole saw,masonry bit,step drill,twist drill,twist drills,hss drill,hss twist drill,hss drill bit,cobalt drill bit|||
820770|Milling tools (router bits, end mills)|router bit,end mill,milling cutter|||
820740|Tapping and threading tools|tap and die,tap set,thread tap|||
820790|Other interchangeable tools (screwdriver bits)|screwdriver bit,bit set|||
8208|Knives and cutting blades for machines|mower blade,lawn mower blade,lawnmower blade,mower blade for rotary lawn mower|||
820840|Knives and blades for agricultural, horticultural or forestry machines|mower blade,lawn mower blade,lawnmower blade|||
8209|Plates, sticks, tips for tools, of cermets (carbide inserts)|carbide insert,carbide inserts,turning insert,cnmg insert,milling insert|||tools|
820900|Plates, sticks, tips for tools of cermets|carbide insert,carbide inserts,turning insert,cnmg insert,milling insert|||
8210|Hand-operated mechanical appliances for preparing food or drink|lemon squeezer,citrus squeezer,citrus press,citrus juicer,manual juicer,hand juicer,salad spinner,pepper mill,salt mill,pepper grinder,salt grinder,manual coffee grinder,hand coffee grinder,spiralizer,vegetable spiralizer,apple corer,apple peeler,mandoline slicer,vegetable chopper,manual meat grinder,meat mincer,pasta maker,egg slicer,nut grinder,pasta machine,manual pasta maker,pasta making machine,hand crank meat grinder,mincer,coffee mill,hand coffee mill,manual coffee mill,spice mill,hand crank coffee grinder,hand-crank coffee grinder,hand operated coffee grinder,crank coffee grinder||kitchen|
821000|Hand-operated mechanical appliances for preparing food or drink|manual coffee grinder,hand coffee grinder,hand crank coffee grinder,hand operated coffee grinder,crank coffee grinder||
8211|Knives with cutting blades|knife,kitchen knife,chef knife,chef's knife,paring knife,bread knife,steak knife,pocket knife,folding knife,santoku,cleaver,utility knife,knife set,hunting knife|base_metal,stainless|kitchen,tools|
821192|Other knives with fixed blades|kitchen knife,chef knife,paring knife,bread knife,santoku,cleaver,hunting knife,knife|||F
821191|Table knives with fixed blades|table knife,steak knife,butter knife|||
821193|Knives with folding blades|pocket knife,folding knife,multitool knife|||
821110|Sets of assorted knives|knife set,knife block set|||
8213|Scissors and shears|scissors,shears,sewing scissors,hair scissors|base_metal,stainless|tools|
821300|Scissors and blades|||
8214|Other articles of cutlery (peelers, cleavers, manicure sets)|pencil sharpener,manual pencil sharpener,letter opener|||kitchen|
821410|Paper knives, letter openers, pencil sharpeners|pencil sharpener,manual pencil sharpener,letter opener|||
821420|Manicure and pedicure sets and instruments|nail clipper,nail clippers,manicure set,pedicure set,nail file,cuticle nipper|||
821490|Other articles of cutlery (peelers, choppers)|peeler,vegetable peeler,potato peeler|||
8215|Spoons, forks, ladles and other cutlery|cutlery,flatware,spoon,fork,teaspoon,ladle,spatula,tongs,cake server,cutlery set,flatware set,serving spoon,dessert spoon,whisk,egg whisk,balloon whisk,butter spreader,butter knife|base_metal,stainless,silver|kitchen,tableware|
821599|Other spoons, forks and cutlery (not plated)|spoon,fork,teaspoon,ladle,spatula,tongs,cake server,serving spoon,dessert spoon,cutlery,flatware,whisk,egg whisk,balloon whisk,butter spreader,butter knife|stainless,base_metal|||F
821591|Spoons, forks and cutlery plated with precious metal||plated,silver||
821520|Other sets of cutlery|cutlery set,flatware set|stainless,base_metal||
8306|Bells, ornaments and photo frames of base metal|photo frame,picture frame,metal ornament,bell,metal figurine,metal sculpture,metal wall art,metal wall decor,steel wall art,iron wall art|base_metal,stainless|decor|
830610|Bells, gongs and the like of base metal|bicycle bell,bike bell,door bell manual,hand bell|||
830630|Photograph and picture frames of base metal|photo frame,picture frame|||
830629|Statuettes and ornaments of base metal|metal ornament,metal figurine,metal sculpture,metal wall art,metal wall decor,steel wall art,iron wall art|||F
8309|Stoppers, caps and lids of base metal|crown cap,bottle cap,metal lid,jar lid,screw cap,ropp cap,ropp caps,aluminium screw cap,aluminum screw cap,pilfer proof cap,crown cork,crown corks,crown caps|||
830910|Crown corks|crown cap,crown cork,crown corks,crown caps,bottle crown cap|||
830990|Stoppers, caps and lids of base metal (other than crown corks)|bottle cap,metal lid,jar lid,screw cap,wine bottle cap,ropp cap,ropp caps,aluminium screw cap,aluminum screw cap,pilfer proof cap|||
8409|Parts for internal combustion engines|carburetor,carburettor,piston kit,piston ring,engine piston,fuel injector,injector nozzle,connecting rod,connecting rods,engine connecting rod,valve spring retainer,valve collet,valve keeper,valve lock collet,cylinder head,engine cylinder head|||
840991|Parts for spark-ignition engines|carburetor,carburettor,piston kit,piston ring,engine piston,fuel injector,injector nozzle,connecting rod,connecting rods,engine connecting rod,valve spring retainer,valve collet,valve keeper,valve lock collet,cylinder head,engine cylinder head|||
840999|Parts for diesel engines|diesel engine connecting rod,diesel connecting rod,diesel engine part,diesel engine parts,diesel cylinder head|||
8407|Spark-ignition reciprocating or rotary piston engines|outboard motor,outboard engine,small gas engine,horizontal shaft engine,vertical shaft engine|||
840721|Outboard motors, spark-ignition|outboard motor,outboard engine|||
840790|Other spark-ignition engines (small engines)|small gas engine,small engine,horizontal shaft engine,vertical shaft engine,small petrol engine,gas engine,horizontal shaft gas engine|||
840734|Spark-ignition engines for vehicles of chapter 87, over 1,000 cc|car engine,complete car engine|||
841391|Parts of pumps for liquids|pump impeller,impeller,pump parts|||
8414|Fans and air pumps|fan,desk fan,electric fan,table fan,pedestal fan,tower fan,air pump,usb fan,handheld fan,tire inflator,tyre inflator,portable air compressor,air compressor,turbocharger,turbo charger,bike pump,bicycle pump,hand air pump,floor pump||electronics,appliances|
841420|Hand or foot-operated air pumps (bicycle pumps)|bike pump,bicycle pump,hand air pump,floor pump,hand pump|||
841451|Table, floor, wall and window fans (≤125 W)|fan,desk fan,electric fan,table fan,pedestal fan,tower fan,usb fan,handheld fan||F
841480|Air compressors (tyre inflators)|tire inflator,tyre inflator,portable air compressor,air compressor|||
8442|Machinery for making printing plates; printing plates and cylinders|printing plate,flexographic plate,flexo plate,offset plate,lithographic plate,photopolymer plate,printing cylinder,printing block|||
844250|Plates, cylinders and other printing components|printing plate,flexographic plate,flexo plate,offset plate,lithographic plate,photopolymer plate,printing cylinder,printing block|||
8485|Machines for additive manufacturing (3D printers; new in HS 2022)|3d printer,3d printing machine,fdm printer,resin 3d printer,sla printer,additive manufacturing machine||electronics|
848520|Machines for additive manufacturing by plastic or rubber deposit|3d printer,fdm printer,resin 3d printer,sla printer,filament printer|||
8443|Printers and copiers|printer,inkjet printer,laser printer,label printer,photo printer||electronics|
844332|Printers connectable to a computer or network|||F
844399|Parts and accessories of printers (drum units, print heads)|drum unit,imaging drum,printer drum,print head,printhead,toner cartridge,ink cartridge|||
8422|Dish washing, cleaning, filling, sealing and packing machinery|dishwasher,dish washer,dishwashing machine,countertop dishwasher|||
842211|Dish washing machines of the household type|household dishwasher,built in dishwasher,built-in dishwasher,dishwasher,countertop dishwasher||
842240|Other packing or wrapping machinery|vacuum sealer,food sealer,vacuum sealer machine,heat sealer,bag sealer|||
8431|Parts of machinery of headings 84.25 to 84.30||||
843139|Parts of machinery of heading 84.28 (conveyors)|conveyor roller,idler roller,conveyor idler|||
843141|Buckets, shovels, grabs and grips|excavator bucket,digging bucket,excavator bucket teeth,bucket teeth|||
843330|Other haymaking machinery|hay rake,hay tedder,tedder|||
843353|Root or tuber harvesting machines|potato digger,potato harvester|||
8467|Hand tools with self-contained motor|cordless drill,power drill,drill,impact driver,angle grinder,power tool,circular saw,jigsaw saw,nail gun,nailer,brad nailer||tools|
846721|Drills with self-contained electric motor|cordless drill,power drill,drill,impact driver|||F
846722|Chain saws with self-contained electric motor|chainsaw,chain saw,electric chainsaw,cordless chainsaw|||
846729|Other electromechanical hand tools|angle grinder,circular saw,jigsaw saw,power tool,electric screwdriver,cordless screwdriver,hedge trimmer,string trimmer,grass trimmer,reciprocating saw,orbital sander,sander,rotary tool,oscillating tool,electric planer,car polisher,nail gun,cordless nail gun,electric nail gun|||
8471|Computers and computer units|laptop,notebook computer,computer,desktop computer,pc,gaming pc,tablet,ipad,chromebook,macbook,keyboard,mouse,computer mouse,gaming mouse,mechanical keyboard,external hard drive,ssd,solid state drive,hard drive,hdd,nas,mini pc,all in one computer||electronics,computers|
847130|Portable computers (laptops, tablets)|laptop,notebook computer,tablet,ipad,chromebook,macbook,ultrabook,gaming laptop,e reader,ereader,kindle|||
847141|Desktop computers (complete systems)|desktop computer,computer,pc,gaming pc,mini pc,all in one computer,workstation|||F
847160|Input or output units (keyboards, mice)|keyboard,mouse,computer mouse,gaming mouse,mechanical keyboard,trackpad,graphics tablet,drawing tablet|||
847170|Storage units|external hard drive,ssd,solid state drive,hard drive,hdd,nas|||
8473|Parts and accessories of computers and office machines|graphics card,gpu,ram,memory module,motherboard,cpu cooler,computer case,laptop screen,docking station,usb hub,laptop stand,computer part,pc part,pc case,computer chassis,atx case,sodimm,laptop ram,desktop ram||electronics,computers|
847330|Parts and accessories of computers|||F
848320|Bearing housings incorporating bearings|pillow block bearing,pillow block,plummer block|||
8484|Gaskets of metal sheeting combined with other material; sets of gaskets|head gasket,cylinder head gasket,gasket set,gasket kit|||auto parts|
848410|Gaskets of metal sheeting combined with other material|head gasket,cylinder head gasket|||
848490|Sets or assortments of gaskets|gasket set,gasket kit|||
8504|Transformers, power supplies and chargers|charger,phone charger,usb charger,wall charger,power adapter,ac adapter,power supply,led driver,laptop charger,wireless charger,charging pad,transformer,inverter,charging station||electronics|
850440|Static converters (chargers, adapters, power supplies)|||F
8506|Primary cells and batteries (non-rechargeable)|aa battery,aaa battery,alkaline battery,coin cell,button cell,cr2032,9v battery||electronics|
850610|Manganese dioxide (alkaline) primary batteries|aa battery,aaa battery,alkaline battery,9v battery|||F
850650|Lithium primary batteries|coin cell,button cell,cr2032,lithium coin|||
8507|Rechargeable batteries and accumulators|rechargeable battery,battery pack,lithium battery,li ion battery,lipo battery,power bank,portable charger,battery,18650,accumulator,car battery,jump starter,car jump starter||electronics|
850760|Lithium-ion accumulators (incl. power banks)|rechargeable battery,battery pack,lithium battery,li ion battery,lipo battery,power bank,portable charger,battery,18650,jump starter,car jump starter,laptop battery|||F
850710|Lead-acid accumulators|car battery,lead acid battery|||
8508|Vacuum cleaners|vacuum,vacuum cleaner,robot vacuum,cordless vacuum,handheld vacuum,stick vacuum,electric broom||appliances|
850811|Vacuum cleaners with motor ≤1500 W|||F
8509|Electro-mechanical domestic appliances|blender,mixer,stand mixer,hand mixer,food processor,juicer,grinder,coffee grinder,spice grinder,immersion blender,milk frother,water flosser,oral irrigator,electric toothbrush,sonic toothbrush,aroma diffuser,essential oil diffuser,oil diffuser,ultrasonic diffuser||appliances,kitchen|
850940|Food grinders, mixers and juicers|milk frother||F
850980|Other electro-mechanical domestic appliances (oral irrigators, electric toothbrushes)|water flosser,oral irrigator,electric toothbrush,sonic toothbrush,spin scrubber,electric scrubber,electric scrub brush,aroma diffuser,essential oil diffuser,oil diffuser,ultrasonic diffuser|||
8510|Shavers, hair clippers and epilators|electric shaver,shaver,razor electric,hair clipper,beard trimmer,trimmer,epilator||personal care,appliances|
851010|Electric shavers|electric shaver,shaver|||
851020|Hair clippers and trimmers|hair clipper,beard trimmer,trimmer|||F
851030|Hair-removing appliances|epilator|||
8513|Portable electric lamps (torches)|flashlight,torch,headlamp,head torch,lantern rechargeable,pocket lamp,pocket torch,hand lamp,handheld lamp,camping lantern,tent light,camping light,portable lamp,portable light||electronics,outdoor|
851310|Portable lamps (torches, headlamps)|camping lantern,tent light,camping light,portable lamp,portable light||F
8516|Electric heaters, hair dryers, kettles, ovens and other thermic appliances|hair dryer,blow dryer,hair straightener,flat iron,curling iron,curling wand,hot brush,iron,steam iron,clothes steamer,microwave,toaster,kettle,electric kettle,coffee maker,coffee machine,espresso machine,air fryer,rice cooker,slow cooker,waffle maker,sandwich maker,space heater,electric heater,hot plate,induction cooktop,pressure cooker electric,grill electric,heating pad,electric heating pad,heat gun,hot air gun,indoor grill,electric grill,smokeless grill,steam mop,popcorn machine,popcorn maker,popcorn popper||appliances,kitchen|
851631|Hair dryers|hair dryer,blow dryer|||
851632|Other hair-dressing appliances|hair straightener,flat iron,curling iron,curling wand,hot brush,hot air brush,electric hair brush,straightening brush,hair straightener brush|||
851640|Electric smoothing irons|iron,steam iron,clothes steamer|||
851650|Microwave ovens|microwave|||
851660|Other ovens, cookers, hot plates and roasters|air fryer,rice cooker,slow cooker,hot plate,induction cooktop,pressure cooker electric,grill electric,toaster oven,induction hob,electric hob,ceramic hob,crock pot,crockpot,indoor grill,electric grill,smokeless grill|||
851671|Coffee or tea makers|coffee maker,coffee machine,espresso machine,drip coffee maker,pour over machine|||
851672|Toasters|toaster,sandwich maker|||
851679|Other electro-thermic appliances (kettles, waffle makers)|kettle,electric kettle,waffle maker,heating pad,electric heating pad,towel warmer,electric towel rail,heat gun,hot air gun,bottle warmer,baby bottle warmer,bottle steriliser,bottle sterilizer,steam mop,popcorn machine,popcorn maker,popcorn popper,hot air popcorn popper|||F
851629|Other electric space heaters|space heater,electric heater,electric radiator,oil filled radiator,panel heater,fan heater|||
8517|Telephones, smartphones and network apparatus|||electronics,phones|
851713|Smartphones|smartphone,phone,mobile phone,cell phone,iphone,android phone|||F
851762|Apparatus for receiving and transmitting data (routers, smartwatches)|router,wifi router,modem,mesh wifi,smartwatch,smart watch,network switch,access point,fitness tracker,smart ring|||
851769|Other apparatus for the transmission or reception of voice, images or data (baby monitors)|baby monitor,video baby monitor,audio baby monitor|||
851779|Parts of telephones and network apparatus (phone screens, housings)|phone screen replacement,lcd screen replacement,touch screen digitizer,lcd digitizer,phone housing,phone back cover|||
8518|Microphones, loudspeakers, headphones and amplifiers|headphone,earphone,earbud,wireless earbud,true wireless,headset,gaming headset,speaker,bluetooth speaker,portable speaker,smart speaker,soundbar,microphone,mic,amplifier,subwoofer,in ear monitor,sound bar||electronics,audio|
851810|Microphones|microphone,mic,usb microphone,lavalier|||
851822|Multiple loudspeakers in one enclosure|speaker,bluetooth speaker,portable speaker,smart speaker,soundbar,subwoofer,bookshelf speaker,sound bar|||
851830|Headphones, earphones and headsets|headphone,earphone,earbud,wireless earbud,true wireless,headset,gaming headset,in ear monitor,airpod|||F
851840|Audio-frequency amplifiers|amplifier,headphone amplifier|||
8519|Sound recording or reproducing apparatus|turntable,record player,mp3 player,cassette player||electronics,audio|
851981|Other sound reproducing apparatus|||F
8523|Recorded and blank media, flash drives and memory cards|usb flash drive,flash drive,thumb drive,memory card,sd card,micro sd,vinyl record,vinyl,cd,dvd,blu ray||electronics,media|
852351|Solid-state storage (flash drives, memory cards)|usb flash drive,flash drive,thumb drive,pen drive,memory card,sd card,micro sd|||F
852380|Other recorded media (vinyl records)|vinyl record,vinyl,lp record|||
852349|Optical media (CDs, DVDs)|cd,dvd,blu ray|||
8525|Cameras, webcams and transmission apparatus|camera,digital camera,action camera,webcam,security camera,ip camera,dash cam,dashcam,mirrorless camera,dslr,camcorder,baby monitor camera,doorbell camera,camera module,dash camera,car camera,backup camera,reversing camera||electronics,cameras|
852589|Digital cameras, video cameras and webcams|||F
8528|Monitors, projectors and televisions|||electronics|
852852|Monitors connectable to a computer|monitor,computer monitor,gaming monitor,display|||
852859|Other monitors (digital photo frames)|digital photo frame,digital picture frame|||
852862|Projectors connectable to a computer|projector,mini projector|||
852872|Colour televisions|tv,television,smart tv,oled tv|||F
8535|Electrical apparatus for a voltage over 1000 V|vacuum circuit breaker,high voltage circuit breaker|||
853521|Automatic circuit breakers for a voltage of less than 72.5 kV|vacuum circuit breaker,high voltage circuit breaker|||
8537|Boards, consoles and panels for electric control|programmable logic controller||lighting|
853710|Control boards and panels for a voltage ≤ 1,000 V|dmx controller,dmx console,lighting console,lighting controller,light controller,control panel,plc,programmable logic controller,programmable controller|||
8538|Parts for switchgear; boards and panels not equipped|junction box,distribution box,din rail enclosure|||
853810|Boards, panels, consoles and cabinets, not equipped|junction box,distribution box,din rail enclosure|||
8539|Lamps and light bulbs|light bulb,led bulb,bulb,smart bulb,filament bulb,energy saving lamp,energy saving bulb,led light bulb,led tube,t8 led tube,led tube light,led lamp e27,e27 led lamp,e27 led bulb,e27 bulb,e27 lamp bulb,led lamp e26,e26 led lamp,e26 led bulb,e26 bulb,e26 lamp bulb,led lamp e14,e14 led lamp,e14 led bulb,e14 bulb,e14 lamp bulb,led lamp e12,e12 led lamp,e12 led bulb,e12 bulb,e12 lamp bulb,led lamp b22,b22 led lamp,b22 led bulb,b22 bulb,b22 lamp bulb,led lamp gu10,gu10 led lamp,gu10 led bulb,gu10 bulb,gu10 lamp bulb,led lamp mr16,mr16 led lamp,mr16 led bulb,mr16 bulb,mr16 lamp bulb,led lamp g9,g9 led lamp,g9 led bulb,g9 bulb,g9 lamp bulb,screw base bulb,led lamp with screw base,edison screw bulb,screw base led lamp,screw-base led lamp,led lamp with an e26 base,led lamp with an e27 base,e26 base,e27 base,e14 base,e12 base,b22 base,gu10 base,led lamp,headlight bulb,headlight bulbs,headlamp bulb,h7 bulb,h11 bulb,h4 bulb,h1 bulb,9005 bulb,9006 bulb,halogen bulb,halogen lamp bulb||lighting|
853952|LED lamps (bulbs)|led tube,t8 led tube,led tube light,led lamp e27,e27 led lamp,e27 led bulb,e27 bulb,e27 lamp bulb,led lamp e26,e26 led lamp,e26 led bulb,e26 bulb,e26 lamp bulb,led lamp e14,e14 led lamp,e14 led bulb,e14 bulb,e14 lamp bulb,led lamp e12,e12 led lamp,e12 led bulb,e12 bulb,e12 lamp bulb,led lamp b22,b22 led lamp,b22 led bulb,b22 bulb,b22 lamp bulb,led lamp gu10,gu10 led lamp,gu10 led bulb,gu10 bulb,gu10 lamp bulb,led lamp mr16,mr16 led lamp,mr16 led bulb,mr16 bulb,mr16 lamp bulb,led lamp g9,g9 led lamp,g9 led bulb,g9 bulb,g9 lamp bulb,screw base bulb,led lamp with screw base,edison screw bulb,screw base led lamp,screw-base led lamp,led lamp with an e26 base,led lamp with an e27 base,e26 base,e27 base,e14 base,e12 base,b22 base,gu10 base,led lamp,led headlight bulb,led headlight bulbs,led headlamp bulb||F
853921|Tungsten halogen lamps (bulbs)|halogen bulb,halogen lamp bulb,halogen headlight bulb,halogen headlamp bulb,h7 bulb,h11 bulb,h4 bulb,h1 bulb,9005 bulb,9006 bulb,headlight bulb,headlight bulbs,headlamp bulb,g9 halogen bulb,gu10 halogen bulb|||
854160|Mounted piezo-electric crystals|crystal oscillator,quartz crystal,quartz resonator|||
8543|Other electrical apparatus (incl. e-cigarettes)|vape,e cigarette,electronic cigarette,vaporizer,led mask,massage gun electric||electronics|
854340|Electronic cigarettes and personal vaporisers|vape,e cigarette,electronic cigarette,vaporizer,vape pen|||F
854370|Other electrical apparatus with individual functions (remote controls)|remote control,tv remote,universal remote,remote controller,lcd writing tablet,lcd writing board,electronic writing board,effects pedal,guitar pedal,distortion pedal,overdrive pedal,fuzz pedal,delay pedal,guitar effects pedal,electric fence energizer,fence energizer,fence charger|||
8544|Insulated wire and cables with connectors|usb cable,charging cable,hdmi cable,cable,lightning cable,usb c cable,extension cord,power cord,ethernet cable,extension lead,jumper cables,jumper cable,booster cables,silicone wire,stranded wire,hookup wire,hook up wire,wiring harness,wire harness,cable harness,type c cable,usb type c cable,data cable,data cord,charging cord,jumper wire,jumper wires,test leads,test lead,alligator clip test leads||electronics|
854442|Electric conductors with connectors (≤1000 V)|type c cable,usb type c cable,data cable,data cord,charging cord,jumper wire,jumper wires,test leads,test lead,alligator clip test leads||F
8545|Carbon electrodes and brushes|carbon brush,carbon brushes,graphite electrode|||
854520|Carbon brushes|carbon brush|||
8703|Motor cars for the transport of persons|car,passenger car,sedan,saloon,hatchback,suv,coupe,station wagon,estate car,minivan,convertible,hybrid vehicle,hybrid suv,hybrid electric vehicle,hybrid multi purpose vehicle,golf cart,golf buggy,electric golf cart,snowmobile|||vehicles
870323|Cars with spark-ignition engine of 1500-3000 cc|sedan,saloon,hatchback,suv,passenger car,car,petrol car,gasoline car|||P
870322|Cars with spark-ignition engine of 1000-1500 cc|small car,city car|||
870324|Cars with spark-ignition engine over 3000 cc|v8|||
870332|Cars with diesel engine of 1500-2500 cc|diesel car|||
870380|Cars with electric motor only|electric car,electric vehicle,ev|||
870340|Hybrid cars (spark-ignition and electric, not plug-in)|hybrid car,hybrid vehicle,hybrid suv,hybrid electric vehicle,hybrid multi purpose vehicle,self charging hybrid|||
870310|Snowmobiles, golf carts and similar vehicles|golf cart,golf buggy,electric golf cart,snowmobile|||
8708|Parts and accessories of motor vehicles|roof rack,roof racks,roof rack crossbars,roof bars,crossbars,cross bars,tow hitch,trailer hitch||vehicles,auto parts|
870830|Brakes and parts (vehicles)|brake pad,brake pads,brake disc,brake rotor,brake caliper,brake drum,brake shoe|||
870880|Suspension and shock absorbers (vehicles)|shock absorber,strut mount,control arm,ball joint|||
870894|Steering wheels, columns and boxes (vehicles)|tie rod,tie rod end,steering rack,steering wheel|||
870891|Radiators (vehicles)|radiator,car radiator|||
870892|Silencers and exhaust pipes (vehicles)|muffler,exhaust pipe,exhaust tip|||
870893|Clutches and parts (vehicles)|clutch kit,clutch plate,clutch disc,pressure plate,clutch pressure plate|||
870840|Gear boxes and parts (vehicles)|gearbox|||
870810|Bumpers and parts (vehicles)|car bumper,front bumper,rear bumper,bumper cover,bull bar|||
870821|Safety seat belts|seat belt|||
870895|Safety airbags with inflater system|airbag|||
870870|Road wheels and parts (vehicles)|alloy wheel,wheel rim,hub cap,wheel hub,hubcap,wheel cover,wheel trim|||
870850|Drive-axles and parts (vehicles)|cv joint,drive shaft,axle shaft|||
870829|Other parts of bodies (grilles, door handles)|front grille,grille,car door handle,roll bar,roof rack,roof racks,roof rack crossbars,roof bars,crossbars,cross bars|||
870899|Other parts and accessories of motor vehicles|car parts,auto parts,tow bar,towbar,tow hitch,trailer hitch|||
8714|Parts and accessories of motorcycles and bicycles|||vehicles,sports|
871410|Parts and accessories of motorcycles|motorcycle brake lever,footpeg,foot peg,motorcycle mirror,motorcycle exhaust,motorcycle parts,motorcycle brake,motorcycle brake pad,motorcycle brake disc,motorcycle shock absorber,motorcycle muffler,motorcycle sprocket,motorcycle handlebar,motorcycle seat,scooter brake,scooter brake disc,scooter brake pad,rear sprocket,drive sprocket,front sprocket,chain sprocket,slip on muffler,slip on exhaust|||
871491|Bicycle frames and forks|bicycle frame,bike frame,bike fork,bicycle fork|||
871492|Bicycle wheel rims and spokes|bike rim,bicycle rim,spoke,spokes|||
871493|Bicycle hubs and free-wheel sprockets|bike hub,freewheel,cassette sprocket|||
871494|Bicycle brakes|bike brake,bicycle brake|||
871495|Bicycle saddles|bike saddle,bicycle saddle,bike seat,bicycle seat|||
871496|Bicycle pedals and crank-gear|bike pedal,bicycle pedal,crankset|||
871499|Other bicycle parts (derailleurs, handlebars)|derailleur,handlebar,handlebars,bike brake lever,bike parts,bicycle parts|||
8712|Bicycles, not motorised|bicycle,bike,road bike,mountain bike,kids bike,balance bike,bmx,hybrid bike,city bike,commuter bike,cruiser bike,gravel bike,folding bike,adult bike,mountain bicycle,road bicycle,bmx bicycle,folding bicycle,foldable bike,foldable bicycle|||sports
871200|Bicycles|bicycle,bike,road bike,mountain bike,kids bike,balance bike,bmx,hybrid bike,city bike,commuter bike,cruiser bike,gravel bike,folding bike,adult bike,mountain bicycle,road bicycle,bmx bicycle,folding bicycle,foldable bike,foldable bicycle||
8711|Motorcycles and e-bikes|e bike,electric bike,ebike,electric scooter,e scooter,motorcycle,moped,electric kick scooter,electric bicycle,electric bicycles,e-bicycle,pedelec,hoverboard,self balancing scooter,self balancing board||vehicles|
871160|Vehicles with electric motor for propulsion|e bike,electric bike,ebike,electric scooter,e scooter,electric kick scooter,electric bicycle,electric bicycles,e-bicycle,pedelec,hoverboard,self balancing scooter,self balancing board|||F
8715|Baby carriages and parts|stroller,pram,pushchair,baby carriage,buggy||baby|
871500|Baby carriages|||
8806|Unmanned aircraft (drones)|drone,quadcopter,fpv drone,camera drone||electronics|
880622|Remote-controlled drones of 250 g to 7 kg|||F
880621|Remote-controlled drones of 250 g or less|mini drone,micro drone|||
9001|Lenses and contact lenses|contact lens,contact lense,optical fibre,optical fiber,single mode fibre,single mode optical fibre,bare optical fiber,fibre optic cable bare|||
900130|Contact lenses|contact lens,contact lenses,contact lense||
900110|Optical fibres, bundles and cables|optical fibre,optical fiber,single mode fibre,single mode optical fibre,bare optical fiber|||
9003|Spectacle frames|eyeglass frame,glasses frame,spectacle frame,optical frame|||eyewear
900311|Spectacle frames of plastics||plastic|||F
900319|Spectacle frames of other materials||base_metal,stainless,wood||
9004|Spectacles, sunglasses and goggles|sunglass,sunglasses,reading glass,reading glasses,blue light glass,blue light glasses,goggle,safety glass,swim goggle,ski goggle,eyeglass,eyewear,spectacle,blue light blocking glasses,computer glasses,gaming glasses||eyewear,accessories|
900410|Sunglasses|sunglass,sunglasses,sun glasses,polarized|||
900490|Other spectacles and goggles (reading, blue-light, safety)|reading glass,reading glasses,blue light glass,blue light glasses,goggle,safety glass,swim goggle,ski goggle,eyeglass,spectacle,blue light blocking glasses,computer glasses,gaming glasses|||F
9011|Compound optical microscopes|microscope,stereo microscope,digital microscope,usb microscope,biological microscope|||
901120|Other microscopes (for photomicrography)|||
901180|Other compound optical microscopes|microscope,stereo microscope,biological microscope|||
9013|Optical devices n.e.s. (magnifiers, lasers)|magnifier,magnifying glass,jewelers loupe,jeweler loupe,loupe,laser pointer|||
901380|Other optical devices (magnifiers)|magnifier,magnifying glass,jewelers loupe,jeweler loupe,loupe|||
901310|Telescopic sights for fitting to arms; periscopes|rifle scope,riflescope,telescopic sight,hunting scope|||
9014|Direction finding compasses; navigational instruments|pocket compass,brass compass,hiking compass,navigation compass,lensatic compass,marine compass,fish finder,fishfinder,echo sounder,sonar fish finder|||
901410|Direction finding compasses|pocket compass,brass compass,hiking compass,navigation compass,lensatic compass,marine compass|||
901480|Other navigational instruments (fish finders, echo sounders)|fish finder,fishfinder,echo sounder,sonar fish finder|||
9019|Massage and therapy apparatus|massager,massage gun,neck massager,foot massager,back massager,facial massager,massage chair|||health
901910|Massage apparatus|||F
902139|Other artificial parts of the body (prostheses)|artificial limb,prosthetic limb,prosthetic leg,prosthetic arm,prosthesis,artificial leg|||
9025|Thermometers and hydrometers|thermometer,meat thermometer,hygrometer,digital thermometer,humidity sensor,temperature and humidity sensor|||
902519|Thermometers, not liquid-filled|temperature sensor,temperature probe,thermistor probe,temperature gun,infrared thermometer,ir thermometer,thermometer gun||F
9101|Wrist watches with precious-metal case|gold watch,solid gold watch,platinum watch,14k gold watch,18k gold watch,gold wristwatch,solid gold wristwatch,14k gold wristwatch,18k gold wristwatch,gold wrist watch,14k gold wrist watch,18k gold wrist watch,solid gold wrist watch|gold,platinum|watches|
910111|Precious-metal watches, electric, mechanical display|||F
9102|Wrist watches (non precious-metal case)|watch,wristwatch,wrist watch,analog watch,quartz watch,automatic watch,mechanical watch,digital watch,chronograph,dive watch||watches,accessories|
910211|Wrist watches, electric, analogue display only|watch,wristwatch,wrist watch,analog watch,quartz watch,chronograph,dive watch|||F
910212|Wrist watches, electric, digital display only|digital watch|||
910221|Wrist watches with automatic winding|automatic watch,self winding watch|||
910229|Other mechanical wrist watches|mechanical watch,hand wound watch|||
9105|Clocks (other than watch movements)|clock,wall clock,alarm clock,desk clock,table clock,mantel clock,cuckoo clock||home,decor|
910511|Electric alarm clocks|alarm clock|||
910521|Electric wall clocks|wall clock|||F
910591|Other electric clocks|desk clock,table clock,mantel clock|||
9106|Time recording apparatus (timers, time clocks)|kitchen timer,countdown timer,egg timer,time clock,punch clock|||
910690|Other time recording apparatus (kitchen timers)|||
9108|Watch movements, complete and assembled|watch movement,replacement movement||watches,accessories|
910811|Watch movements, electric, mechanical display|quartz movement|||
910820|Watch movements with automatic winding|automatic movement,mechanical movement|||
9111|Watch cases and parts of cases|||watches,accessories|
911120|Watch cases of base metal|watch case||base_metal,stainless|
911190|Parts of watch cases (bezels, case backs, rings)|case back,watch bezel,bezel insert,chapter ring,inner ring|||
9114|Other clock and watch parts|||watches,accessories|
911430|Clock and watch dials|watch dial,dial face|||
911490|Other clock and watch parts (hands, crowns, crystals)|watch hands,watch crown,watch part,watch parts,watch stem,movement spacer,movement holder,movement ring|||
9113|Watch straps and bracelets|watch strap,watch band,watch bracelet,apple watch band,smartwatch band,watchband,solo loop,watch clasp,deployment clasp,deployment buckle,watch buckle||watches,accessories|
911320|Watch straps of base metal|||base_metal,stainless||
911390|Watch straps of other materials (leather, silicone, textile)||leather,plastic,rubber,textile|||F
9202|Other string instruments (guitars, violins)|guitar,acoustic guitar,classical guitar,violin,cello,ukulele,mandolin,banjo,harp||music|
920290|Other string instruments (guitars, ukuleles)|acoustic guitar,classical guitar,guitar,ukulele,mandolin,banjo,harp|||F
920210|Bowed string instruments|violin,cello,viola,double bass|||
9207|Electric musical instruments|electric guitar,electric bass,digital piano,keyboard piano,piano keyboard,synthesizer,midi keyboard,electronic keyboard,electronic drum kit,electronic drum set,electric drum kit,electronic drums||music|
920710|Electric keyboard instruments|digital piano,keyboard piano,piano keyboard,synthesizer,midi keyboard,electronic keyboard|||
920790|Other electric instruments (electric guitars)|electric guitar,electric bass,electronic drum kit,electronic drum set,electric drum kit,electronic drums|||F
9205|Wind instruments|flute,recorder,trumpet,saxophone,clarinet,trombone,kazoo,harmonica,mouth organ,blues harmonica,diatonic harmonica||music|
920590|Other wind instruments|harmonica,mouth organ,blues harmonica,diatonic harmonica||F
9206|Percussion instruments|drum,drum kit,cajon,tambourine,xylophone,djembe,cymbal,bongo||music|
920600|Percussion instruments|||
9209|Parts and accessories of musical instruments|guitar string,capo,guitar pick,metronome,music stand,reed,piano hammer,piano key,piano string,violin bow,cello bow,drum stick,hickory drumstick,wooden drumstick,drum sticks,tuning fork||music|
920930|Musical instrument strings|guitar string,violin string,guitar strings,electric guitar strings|||
920999|Other parts and accessories of musical instruments|capo,guitar pick,music stand,reed,drum sticks,drum stick,tuning fork,metronome|||F
920994|Parts and accessories of electric musical instruments (guitar pickups)|guitar pickup,humbucker,single coil pickup,bass pickup|||
9401|Seats and chairs|chair,sofa,couch,armchair,office chair,desk chair,gaming chair,swivel chair,recliner,loveseat,sectional,sofa bed,futon,stool,bar stool,bench,dining chair,accent chair,rocking chair,ottoman,bean bag,car seat,baby car seat,high chair||furniture|
940139|Swivel seats with variable height, not wooden (office chairs)|office chair,desk chair,gaming chair,swivel chair,task chair,ergonomic chair,executive chair|||
940149|Seats convertible into beds, not wooden|sofa bed,futon,sleeper sofa,chair bed|||
940161|Upholstered seats with wooden frames|sofa,couch,armchair,loveseat,sectional,recliner,accent chair,upholstered chair|wood|||FP
940171|Upholstered seats with metal frames|sofa,couch,armchair,loveseat,sectional,recliner,accent chair,upholstered chair,upholstered|base_metal,stainless,aluminium||
940169|Other seats with wooden frames|dining chair,chair,stool,bar stool,bench,rocking chair,wooden chair|wood||P
940179|Other seats with metal frames|dining chair,chair,stool,bar stool,bench,folding chair,metal chair|base_metal,stainless,aluminium||
940180|Other seats (plastic, bean bags, car seats)|bean bag,car seat,baby car seat,plastic chair,ottoman,high chair,pouf,floor cushion|plastic,textile||
9402|Medical, surgical, dental or veterinary furniture; barbers' chairs||||
940210|Dentists, barbers or similar chairs|dental chair,dentist chair,dental patient chair,barber chair,salon chair,barber chairs|||
940290|Medical, surgical or veterinary furniture|hospital bed,medical bed,operating table,examination table,massage table|||
9403|Other furniture|table,desk,coffee table,dining table,side table,nightstand,bedside table,bookshelf,bookcase,shelf,shelving,wardrobe,dresser,chest of drawers,tv stand,cabinet,sideboard,bed frame,bed,crib,cot,standing desk,console table,vanity table,shoe rack,wine rack,spice rack,filing cabinet,kitchen cabinet,wall shelf,floating shelf,desk organizer shelf,workbench,work bench,coat stand,coat tree,hall tree,standing coat rack,freestanding coat rack,coat rack stand,clothes rack,garment rack||furniture|M
940310|Metal office furniture|standing desk,filing cabinet,office desk,metal desk|base_metal,stainless||
940320|Other metal furniture|table,desk,coffee table,side table,bookshelf,shelf,shelving,bed frame,bed,shoe rack,wine rack,spice rack,console table,wall shelf,workbench,work bench,coat stand,coat tree,hall tree,standing coat rack,freestanding coat rack,coat rack stand,clothes rack,garment rack|base_metal,stainless,aluminium||
940330|Wooden office furniture|office desk,computer desk,desk,writing desk|wood||
940340|Wooden kitchen furniture|kitchen cabinet,kitchen island,pantry cabinet|wood||
940350|Wooden bedroom furniture|nightstand,bedside table,wardrobe,dresser,chest of drawers,bed frame,bed,crib,cot,vanity table|wood||
940360|Other wooden furniture|table,coffee table,dining table,side table,bookshelf,bookcase,shelf,tv stand,cabinet,sideboard,console table,wall shelf,floating shelf,shoe rack,wine rack,spice rack|wood|||F
940370|Furniture of plastics|table,side table,shelf,shelving,storage cabinet,outdoor table|plastic||
940383|Furniture of rattan|rattan chair,rattan table,wicker furniture|rattan||
9404|Mattresses, bedding, pillows, quilts and sleeping bags|mattress,memory foam mattress,mattress topper,pillow,bed pillow,memory foam pillow,cushion,throw pillow,duvet,comforter,quilt,down comforter,sleeping bag,insert cushion||home,bedding|
940421|Mattresses of cellular rubber or plastics (foam)|mattress,memory foam mattress,mattress topper,foam mattress|||F
940429|Mattresses of other materials (spring)|spring mattress,innerspring mattress,hybrid mattress|||
940430|Sleeping bags|sleeping bag|||
940440|Quilts, duvets and comforters|duvet,comforter,quilt,down comforter,eiderdown|||
940490|Pillows, cushions and other bedding|pillow,bed pillow,memory foam pillow,cushion,throw pillow,insert cushion,pet bed,dog bed,floor pillow|||
9405|Lamps and lighting fittings|lamp,table lamp,desk lamp,floor lamp,bedside lamp,ceiling light,pendant light,chandelier,wall light,wall sconce,sconce,string light,fairy light,led strip,light strip,neon sign,night light,solar light,lantern,ring light,selfie ring light,video light,garden light,pathway light,path light,outdoor light,led candle,flameless candle,electric candle,led panel light,panel light,led candles,flameless candles,battery operated candles,battery candles,led tea lights,flameless tea lights,battery tea lights,electric candles||lighting,home|
940511|LED ceiling and wall light fittings|ceiling light,pendant light,chandelier,wall light,wall sconce,sconce,led panel light,panel light|||
940521|LED table, desk, bedside and floor lamps|lamp,table lamp,desk lamp,floor lamp,bedside lamp,reading lamp|||F
940531|LED lighting strings for Christmas trees|christmas light,christmas tree light|||
940541|Photovoltaic LED luminaires (solar lights)|solar light,solar lamp,solar garden light|||
940542|Other LED luminaires (strips, string lights, night lights)|string light,fairy light,led strip,light strip,night light,led light,ring light,selfie ring light,video light,garden light,pathway light,path light,outdoor light,led candle,flameless candle,electric candle,led candles,flameless candles,battery operated candles,battery candles,led tea lights,flameless tea lights,battery tea lights,electric candles|||
940561|LED illuminated signs|neon sign,led sign,light up sign,bar sign,beer sign,neon bar sign|||
940550|Non-electric lamps and lanterns (and candle holders)|lantern,oil lamp,candle lantern,hurricane lamp,candle holder,tea light holder,tealight holder,candlestick,candlestick holder,candelabra,votive holder|||
9503|Toys, puzzles, dolls, scale models|party balloon,latex balloon,foil balloon,toy balloon,toy,doll,action figure,plush,plush toy,stuffed animal,teddy bear,building block,building brick,construction set,brick set,puzzle,jigsaw puzzle,jigsaw,model kit,scale model,model car,diecast model,diecast car,rc car,rc truck,remote control car,toy car,play set,playset,pretend play,doll clothes,kids toy,baby toy,rattle,stacking toy,educational toy,fidget toy,fidget spinner,kite,tricycle,scooter,ride on,dollhouse,yo yo,slime,squishy,wooden toy,stem toy,lego,remote control car,remote control truck,water gun,squirt gun,water pistol,kick scooter,kids scooter,scooter for kids,rubik cube,rubiks cube,magic cube,speed cube,mickey mouse,minnie mouse,train set,model train,toy train,o gauge,ho scale,n scale,porcelain doll,china doll||toys,kids|
950300|Toys, puzzles, dolls and models|porcelain doll,china doll||F
9304|Other arms (spring, air or gas guns and pistols)|bb gun,air rifle,air pistol,airsoft gun,pellet gun,co2 pistol,paintball marker,paintball gun,paintball markers|||
930400|Other arms: air guns, BB guns, spring guns|bb gun,air rifle,air pistol,airsoft gun,pellet gun,co2 pistol,paintball marker,paintball gun,paintball markers|||
9305|Parts and accessories of arms|scope ring,scope mount,scope base,rifle stock,gun stock,rifle sling,picatinny rail|||
930520|Parts and accessories of shotguns or rifles (scope mounts, stocks)|scope ring,scope mount,scope base,rifle stock,gun stock,rifle sling,picatinny rail|||
9306|Bombs, grenades, cartridges and other ammunition|shotgun shell,shotgun cartridge,12 gauge shell,shotgun ammo|||
930621|Shotgun cartridges|shotgun shell,shotgun cartridge,12 gauge shell,shotgun ammo|||
9504|Games, playing cards, video game consoles|board game,card game,playing card,deck of card,tarot card,tarot deck,video game console,game console,gaming console,game controller,xbox controller,ps4 controller,ps5 controller,switch controller,gamepad,joystick,chess,chess set,dice,dice set,poker chip,poker set,mahjong,backgammon,dominoes,darts,dartboard,billiard,pool cue,trading card,party game,strategy game,tabletop game,family game,tabletop rpg,handheld console,video game,nintendo switch,thumb grip,thumbstick cap,analog stick cover,joy con||games|
950440|Playing cards|playing card,deck of card,tarot card,tarot deck,poker card,oracle card|||
950450|Video game consoles and controllers|video game console,game console,gaming console,game controller,xbox controller,ps4 controller,ps5 controller,switch controller,gamepad,joystick,handheld console,video game,game cartridge,video game cartridge,nintendo switch,thumb grip,thumbstick cap,analog stick cover,joy con|||
950490|Other games (board games, chess, darts)|board game,chess,chess set,dice,dice set,poker chip,poker set,mahjong,backgammon,dominoes,darts,dartboard,party game||F
950420|Billiards articles|billiard,pool cue,billiard ball,cue chalk,billiard chalk,pool chalk|||
9505|Festive, carnival and entertainment articles|christmas ornament,christmas decoration,christmas tree,artificial christmas tree,bauble,halloween costume,halloween decoration,party decoration,costume,party supply,balloon,party hat,carnival mask,advent calendar,easter decoration,party popper,christmas cracker,party cracker||seasonal,party|
950510|Christmas festive articles|christmas ornament,christmas decoration,christmas tree,artificial christmas tree,bauble,advent calendar,christmas tree ornaments,glass christmas ornaments,christmas ornaments,glass ornaments,christmas baubles,christmas crackers,christmas cracker,christmas stocking,christmas stockings,xmas stocking|||
950590|Other festive and party articles|party popper,christmas cracker,party cracker||F
9506|Sports, fitness, gymnastics and outdoor game equipment|yoga mat,exercise mat,dumbbell,kettlebell,resistance band,jump rope,skipping rope,foam roller,yoga block,pull up bar,weight plate,barbell,exercise ball,ab roller,fitness equipment,gym equipment,tennis racket,badminton racket,pickleball paddle,racket,golf club,golf ball,football,soccer ball,basketball,volleyball,baseball,baseball bat,baseball glove,hockey stick,skateboard,surfboard,paddle board,ski,snowboard,ice skate,roller skate,inline skate,table tennis,ping pong,shin guard,frisbee,trampoline,swimming pool,climbing harness,carabiner,boxing glove,punching bag,tennis ball,yoga strap,balance board,weight,chin up bar,snorkel,snorkel set,diving mask,swim fins,swing set,treadmill,walking pad,exercise bike,snow sled,plastic snow sled,toboggan,snow sledge||sports,fitness|
950691|Gymnastics, fitness and athletics equipment|vibration plate,exercise bike,stationary bike,spin bike,yoga mat,exercise mat,dumbbell,kettlebell,resistance band,jump rope,skipping rope,foam roller,yoga block,pull up bar,weight plate,barbell,exercise ball,ab roller,fitness equipment,gym equipment,punching bag,yoga strap,balance board,trampoline,weight,chin up bar,treadmill,walking pad|||F
950662|Inflatable balls|football,soccer ball,basketball,volleyball,rugby ball,beach ball|||
950669|Other balls|baseball,softball,cricket ball,hockey ball|||
950632|Golf balls|golf ball|||
950631|Complete golf clubs|golf club,driver golf,putter,iron set|||
950651|Lawn-tennis rackets|tennis racket|||
950659|Other rackets (badminton, squash)|badminton racket,squash racket,pickleball paddle,racket|||
950640|Table-tennis equipment|table tennis,ping pong,ping pong paddle|||
950629|Water-sport equipment (surfboards, paddle boards)|surfboard,paddle board,sup board,bodyboard,wakeboard,snorkel,snorkel set,diving mask,swim fins|||
950611|Skis|ski|||
950670|Ice skates and roller skates|ice skate,roller skate,inline skate|||
950699|Other sports and outdoor game equipment|skateboard,hockey stick,baseball bat,baseball glove,shin guard,frisbee,swimming pool,climbing harness,boxing glove,tennis ball,snowboard,carabiner,swing set,recurve bow,compound bow,longbow,archery bow,cricket bat,snow sled,plastic snow sled,toboggan,snow sledge|||
9507|Fishing rods, hooks and tackle|fishing rod,fishing reel,fishing lure,fishing hook,fishing tackle,fishing line,circle hook,treble hook,octopus hook,fish hook,fishing weights,fishing sinkers,lead sinkers,fishing sinker||sports,outdoor|
950710|Fishing rods|fishing rod|||
950730|Fishing reels|fishing reel|||
950790|Other fishing tackle (lures, nets)|fishing lure,fishing tackle,fishing line,fishing weights,fishing sinkers,lead sinkers,fishing sinker,split shot sinker,split shot|||F
950720|Fish-hooks|fishing hook,fish hook,circle hook,treble hook,octopus hook,jig hook|||
9603|Brooms, brushes, toothbrushes and paint brushes|toothbrush,hairbrush,hair brush,makeup brush,paint brush,paintbrush,broom,mop,scrub brush,dish brush,bottle brush,shaving brush,cleaning brush,brush set,squeegee,window squeegee,pipe cleaner,chenille stem,feather duster,paint roller||home,beauty|
960321|Toothbrushes|toothbrush,bamboo toothbrush,toothbrush head,replacement toothbrush head,electric toothbrush head|||
960329|Hair brushes, shaving brushes and other toilet brushes|hairbrush,hair brush,shaving brush,makeup brush,brush set|||
960330|Artists' brushes and writing brushes|artist brush,paint brush,paintbrush,watercolor brush|||
960390|Brooms, mops and other brushes|broom,mop,scrub brush,dish brush,bottle brush,cleaning brush,squeegee,window squeegee,pipe cleaner,chenille stem,feather duster|||F
960340|Paint, distemper and varnish brushes; paint rollers|paint roller,paint roller frame,roller cover|||
9605|Travel sets for toilet, sewing or cleaning|travel sewing kit,sewing kit,manicure set,travel kit||personal care|
960500|Travel sets|||
9608|Pens, markers and pencils (propelling)|pen,ballpoint,ballpoint pen,gel pen,rollerball,fountain pen,marker,highlighter pen,felt tip,brush pen,fineliner,permanent marker,whiteboard marker,mechanical pencil,stylus pen,calligraphy pen||stationery,office|
960810|Ballpoint pens|ballpoint,ballpoint pen,gel pen,rollerball,pen|||F
960820|Felt-tipped and porous-tipped pens and markers|marker,highlighter pen,felt tip,brush pen,fineliner,permanent marker,whiteboard marker|||
960830|Fountain pens and stylograph pens|fountain pen,calligraphy pen|||
960840|Propelling or sliding pencils|mechanical pencil|||
9609|Pencils, crayons, chalks and pastels|pencil,colored pencil,coloured pencil,graphite pencil,crayon,chalk,pastel,oil pastel,charcoal pencil,sketching pencil||stationery,art|
960910|Pencils with a lead in a sheath|pencil,colored pencil,coloured pencil,graphite pencil,sketching pencil,charcoal pencil|||F
960990|Crayons, chalks and pastels|crayon,chalk,pastel,oil pastel|||
9610|Slates and boards for writing or drawing|whiteboard,chalkboard,dry erase board,blackboard,letter board,cork board||stationery,office|
961000|Slates and boards|||
9611|Hand stamps (rubber stamps, date stamps)|rubber stamp,self inking stamp,self-inking stamp,date stamp,stamp kit,wax seal stamp,wax seal,sealing wax stamp,seal stamp|||office|
961100|Date, sealing or numbering stamps; hand-operated stamps|rubber stamp,self inking stamp,self-inking stamp,date stamp,stamp kit,wax seal stamp,wax seal,sealing wax stamp,seal stamp|||
9613|Cigarette lighters and other lighters|lighter,cigarette lighter,butane lighter,torch lighter,candle lighter,arc lighter||accessories|
961380|Other lighters|||F
9614|Smoking pipes and cigar or cigarette holders|tobacco pipe,smoking pipe,briar pipe,meerschaum pipe,corncob pipe,pipe bowl,cigarette holder,cigar holder,hookah,shisha pipe|||
961400|Smoking pipes and cigar or cigarette holders|||
9615|Combs, hair clips and hair pins|comb,hair clip,claw clip,hair claw,hair pin,bobby pin,barrette,scrunchie holder,hair slide,headband clip||beauty,accessories|
961511|Combs of hard rubber or plastics|comb,wide tooth comb|plastic||
961590|Hair pins, clips and slides|hair clip,claw clip,hair claw,hair pin,bobby pin,barrette,hair slide|||F
9616|Scent sprays and powder puffs|perfume atomizer,perfume atomiser,refillable perfume bottle,perfume spray bottle,powder puff,makeup sponge,beauty blender,blending sponge,foundation sponge|||beauty|
961610|Scent sprays and mounts and heads therefor|perfume atomizer,perfume atomiser,refillable perfume bottle,perfume spray bottle|||
961620|Powder puffs and pads for cosmetics|powder puff,makeup sponge,beauty blender,blending sponge,foundation sponge|||
9617|Vacuum flasks and vacuum vessels|vacuum flask,thermos,thermos flask,insulated flask,food jar insulated,vacuum insulated tumbler,insulated tumbler||kitchen|
961700|Vacuum flasks|insulated water bottle,insulated bottle,vacuum bottle,vacuum insulated bottle,vacuum water bottle,thermal bottle,insulated tumbler,vacuum tumbler,vacuum insulated tumbler,thermos flask,vacuum flask||
9618|Tailors' dummies and mannequins|mannequin,mannequin head,wig stand,dress form,tailors dummy|||
961800|Tailors' dummies, mannequins and animated displays|mannequin,mannequin head,wig stand,dress form,tailors dummy|||
9619|Diapers, sanitary pads and similar articles|diaper,nappy,sanitary pad,tampon,panty liner,menstrual pad,cloth diaper,incontinence pad||baby,personal care|
961900|Diapers and sanitary articles|diaper,nappy,cloth diaper,reusable diaper,reusable cloth diaper,sanitary pad,incontinence pad||
9620|Monopods, bipods, tripods and similar|tripod,selfie stick,monopod,phone tripod,camera tripod,gimbal tripod||photography|
962000|Tripods and monopods|tripod,camera tripod,phone tripod,monopod,selfie stick,travel tripod||
9701|Paintings and drawings executed by hand|painting,oil painting,original painting,acrylic painting,watercolor painting,watercolour painting,canvas painting,original artwork,hand painted canvas,drawing original,oil painting on canvas,acrylic painting on canvas,hand painted oil painting||art|
970191|Paintings, drawings and pastels (not over 100 years old)|||F
9703|Original sculptures and statuary|sculpture,original sculpture,statue,bronze sculpture||art|
970390|Original sculptures (not over 100 years old)|||F
9706|Antiques of an age exceeding 100 years|antique,antique furniture,victorian,18th century,19th century antique||art,antiques|
970690|Other antiques over 100 years old|||F
9702|Original engravings, prints and lithographs|original lithograph,hand pulled lithograph,signed lithograph,original etching,original woodcut,linocut,linocut print,woodcut print,original linocut,hand pulled print,original print signed,etching print|||
970290|Original engravings, prints and lithographs|original lithograph,hand pulled lithograph,signed lithograph,original etching,original woodcut,linocut,linocut print,woodcut print,original linocut,hand pulled print,original print signed,etching print|||
9704|Postage or revenue stamps, first-day covers and postal stationery|used postage stamp,used stamp,vintage postage stamp,stamp collection,first day cover|||
970400|Postage or revenue stamps and first-day covers (used, or unused not current)|used postage stamp,used stamp,vintage postage stamp,stamp collection,first day cover|||
`;

/** Canonical material families (see ./materials.ts). */
export const MATERIAL_FAMILIES: ReadonlySet<string> = new Set([
  'cotton', 'wool', 'silk', 'linen', 'synthetic', 'viscose', 'leather', 'plastic', 'resin', 'textile', 'rubber',
  'silver', 'gold', 'platinum', 'plated', 'rolled_gold', 'base_metal', 'stainless', 'cast_iron', 'aluminium',
  'glass', 'porcelain', 'ceramic', 'wood', 'bamboo', 'rattan', 'paper', 'straw',
]);

function splitList(field: string | undefined): string[] {
  return (field ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function parseTable(): NomenclatureEntry[] {
  const entries: NomenclatureEntry[] = [];
  let previousKeywords: string[] = [];
  for (const raw of (CHAPTERS + HEADINGS).split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const [code, description, kw, ...rest] = line.split('|').map((s) => s.trim());
    // after the keywords, each non-empty field is recognised by its content: flags, materials or categories
    let mats = '';
    let cats = '';
    let flags = '';
    for (const field of rest) {
      if (!field) continue;
      if (/^(M|F|P|X|Gm|Gw)+$/.test(field)) flags = field;
      else if (splitList(field).every((m) => MATERIAL_FAMILIES.has(m))) mats = field;
      else cats = field;
    }
    let keywords = splitList(kw);
    if (keywords.includes('^')) {
      keywords = [...keywords.filter((k) => k !== '^'), ...previousKeywords];
    }
    if (keywords.length > 0) previousKeywords = keywords;
    const level = code.length as NomenclatureLevel;
    const entry: NomenclatureEntry = {
      code,
      level,
      parent: level === 2 ? null : code.slice(0, level - 2),
      description,
      keywords: [...new Set(keywords)],
      materials: splitList(mats),
      categories: splitList(cats),
      source: 'builtin',
    };
    if (flags.includes('M')) entry.requiresMaterial = true;
    if (flags.includes('F')) entry.fallback = true;
    if (flags.includes('Gm')) entry.gender = 'men';
    if (flags.includes('Gw')) entry.gender = 'women';
    if (flags.includes('P')) entry.prior = 0.25;
    if (flags.includes('X')) entry.reserved = true;
    entries.push(entry);
  }
  return entries;
}

/** The built-in table: 97 chapters (77 reserved) plus the headings and subheadings above. */
export const BUILTIN_NOMENCLATURE: readonly NomenclatureEntry[] = Object.freeze(parseTable());

export function formatHsCode(code: string): string {
  return code.length > 4 ? `${code.slice(0, 4)}.${code.slice(4)}` : code;
}
