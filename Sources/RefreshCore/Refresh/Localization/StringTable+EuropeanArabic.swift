// German, French, Spanish, Portuguese, Italian and Arabic: languages MJRefresh does not ship.
// French puts a no-break space before its colon, as French typography requires.
extension StringTable {
    static let german = StringTable(
        headerIdle: "Zum Aktualisieren nach unten ziehen", headerPulling: "Zum Aktualisieren loslassen",
        headerRefreshing: "Wird geladen...",
        lastTime: "Zuletzt aktualisiert: ", today: "Heute", noneLastDate: "Kein Eintrag",
        autoFooterIdle: "Tippen oder hochziehen für mehr", autoFooterRefreshing: "Wird geladen...",
        autoFooterNoMoreData: "Keine weiteren Daten",
        backFooterIdle: "Nach oben ziehen, um mehr zu laden", backFooterPulling: "Loslassen, um mehr zu laden",
        backFooterRefreshing: "Wird geladen...", backFooterNoMoreData: "Keine weiteren Daten",
        trailerIdle: "Wischen, um Details anzuzeigen", trailerPulling: "Loslassen, um Details anzuzeigen",
        refreshed: "Aktualisiert", refreshFailed: "Aktualisierung fehlgeschlagen", loaded: "Geladen",
        loadFailed: "Laden fehlgeschlagen",
        tapToRetry: "Erneut versuchen",
        announceRefreshing: "Wird aktualisiert", announceLoading: "Weitere werden geladen",
        waiting: "Warten, bis das Laden fertig ist",
        secondFloor: "Loslassen, um die zweite Etage zu öffnen",
        secondFloorTitle: "Zweite Etage",
        secondFloorCloseHint: "Zum Schließen nach oben ziehen, ✕ tippen oder Esc drücken")

    static let french = StringTable(
        headerIdle: "Tirez vers le bas pour actualiser", headerPulling: "Relâchez pour actualiser",
        headerRefreshing: "Chargement...",
        lastTime: "Mis à jour\u{00A0}: ", today: "Aujourd’hui", noneLastDate: "Aucun historique",
        autoFooterIdle: "Touchez ou tirez pour la suite", autoFooterRefreshing: "Chargement...",
        autoFooterNoMoreData: "Aucune autre donnée",
        backFooterIdle: "Tirez vers le haut pour la suite", backFooterPulling: "Relâchez pour en charger plus",
        backFooterRefreshing: "Chargement...", backFooterNoMoreData: "Aucune autre donnée",
        trailerIdle: "Balayez pour voir les détails", trailerPulling: "Relâchez pour voir les détails",
        refreshed: "Actualisé", refreshFailed: "Échec de l’actualisation", loaded: "Chargé",
        loadFailed: "Échec du chargement",
        tapToRetry: "Réessayer",
        announceRefreshing: "Actualisation", announceLoading: "Chargement de la suite",
        waiting: "En attente de la fin du chargement",
        secondFloor: "Relâchez pour ouvrir le deuxième étage",
        secondFloorTitle: "Deuxième étage",
        secondFloorCloseHint: "Pour fermer, tirez vers le haut, touchez ✕ ou appuyez sur Échap")

    static let spanish = StringTable(
        headerIdle: "Desliza hacia abajo para actualizar", headerPulling: "Suelta para actualizar",
        headerRefreshing: "Cargando...",
        lastTime: "Última actualización: ", today: "Hoy", noneLastDate: "Sin registros",
        autoFooterIdle: "Toca o desliza para cargar más", autoFooterRefreshing: "Cargando...",
        autoFooterNoMoreData: "No hay más datos",
        backFooterIdle: "Desliza hacia arriba para cargar más", backFooterPulling: "Suelta para cargar más",
        backFooterRefreshing: "Cargando...", backFooterNoMoreData: "No hay más datos",
        trailerIdle: "Desliza para ver los detalles", trailerPulling: "Suelta para ver los detalles",
        refreshed: "Actualizado", refreshFailed: "Error al actualizar", loaded: "Cargado",
        loadFailed: "Error al cargar",
        tapToRetry: "Toca para reintentar",
        announceRefreshing: "Actualizando", announceLoading: "Cargando más",
        waiting: "Esperando a que termine la carga",
        secondFloor: "Suelta para abrir el segundo piso",
        secondFloorTitle: "Segundo piso", secondFloorCloseHint: "Para cerrar, desliza hacia arriba, toca ✕ o pulsa Esc")

    static let portuguese = StringTable(
        headerIdle: "Puxe para baixo para atualizar", headerPulling: "Solte para atualizar",
        headerRefreshing: "Carregando...",
        lastTime: "Última atualização: ", today: "Hoje", noneLastDate: "Sem registros",
        autoFooterIdle: "Toque ou puxe para carregar mais", autoFooterRefreshing: "Carregando...",
        autoFooterNoMoreData: "Não há mais dados",
        backFooterIdle: "Puxe para cima para carregar mais", backFooterPulling: "Solte para carregar mais",
        backFooterRefreshing: "Carregando...", backFooterNoMoreData: "Não há mais dados",
        trailerIdle: "Deslize para ver os detalhes", trailerPulling: "Solte para ver os detalhes",
        refreshed: "Atualizado", refreshFailed: "Falha ao atualizar", loaded: "Carregado",
        loadFailed: "Falha ao carregar",
        tapToRetry: "Toque para recarregar",
        announceRefreshing: "Atualizando", announceLoading: "Carregando mais",
        waiting: "Aguardando o fim do carregamento",
        secondFloor: "Solte para abrir o segundo andar",
        secondFloorTitle: "Segundo andar",
        secondFloorCloseHint: "Para fechar, puxe para cima, toque em ✕ ou pressione Esc")

    static let italian = StringTable(
        headerIdle: "Trascina giù per aggiornare", headerPulling: "Rilascia per aggiornare",
        headerRefreshing: "Caricamento...",
        lastTime: "Ultimo aggiornamento: ", today: "Oggi", noneLastDate: "Nessun dato",
        autoFooterIdle: "Tocca o trascina per caricarne altri", autoFooterRefreshing: "Caricamento...",
        autoFooterNoMoreData: "Non ci sono altri dati",
        backFooterIdle: "Trascina su per caricarne altri", backFooterPulling: "Rilascia per caricarne altri",
        backFooterRefreshing: "Caricamento...", backFooterNoMoreData: "Non ci sono altri dati",
        trailerIdle: "Scorri per vedere i dettagli", trailerPulling: "Rilascia per vedere i dettagli",
        refreshed: "Aggiornato", refreshFailed: "Aggiornamento non riuscito", loaded: "Caricato",
        loadFailed: "Caricamento fallito",
        tapToRetry: "Tocca per riprovare",
        announceRefreshing: "Aggiornamento in corso", announceLoading: "Caricamento di altri elementi",
        waiting: "In attesa della fine del caricamento",
        secondFloor: "Rilascia per aprire il secondo piano",
        secondFloorTitle: "Secondo piano",
        secondFloorCloseHint: "Per chiudere, trascina verso l'alto, tocca ✕ o premi Esc")

    static let arabic = StringTable(
        headerIdle: "اسحب للأسفل للتحديث", headerPulling: "أفلِت للتحديث", headerRefreshing: "جارٍ التحميل...",
        lastTime: "آخر تحديث: ", today: "اليوم", noneLastDate: "لا يوجد سجل",
        autoFooterIdle: "اضغط أو اسحب للأعلى لتحميل المزيد", autoFooterRefreshing: "جارٍ التحميل...",
        autoFooterNoMoreData: "لا توجد بيانات أخرى",
        backFooterIdle: "اسحب للأعلى لتحميل المزيد", backFooterPulling: "أفلِت لتحميل المزيد",
        backFooterRefreshing: "جارٍ التحميل...", backFooterNoMoreData: "لا توجد بيانات أخرى",
        trailerIdle: "اسحب لعرض التفاصيل", trailerPulling: "أفلِت لعرض التفاصيل",
        refreshed: "تم التحديث", refreshFailed: "فشل التحديث", loaded: "تم التحميل", loadFailed: "فشل التحميل",
        tapToRetry: "انقر لإعادة المحاولة",
        announceRefreshing: "جارٍ التحديث", announceLoading: "جارٍ تحميل المزيد",
        waiting: "بانتظار انتهاء التحميل",
        secondFloor: "أفلت لفتح الطابق الثاني",
        secondFloorTitle: "الطابق الثاني", secondFloorCloseHint: "للإغلاق، اسحب لأعلى أو اضغط ✕ أو مفتاح Esc")
}
